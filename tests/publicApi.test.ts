// The runtime exports of the package root and of the `partner-console/icons` and
// `partner-console/texts` entries, named one by one: adding or removing one is a change of the
// public API (semver), so it has to be made here on purpose. The types, and every signature, are
// in api-report/, which tests/node/apiReport.test.ts keeps in step with the sources.
import * as apiLayer from '../src/api/index.js';
import * as kit from '../src/components/index.js';
import * as icons from '../src/components/Icon/icons.js';
import * as hooks from '../src/hooks/index.js';
import * as i18n from '../src/i18n/index.js';
import * as texts from '../src/i18n/texts/index.js';
import * as library from '../src/index.js';
import * as screens from '../src/screens/index.js';
import * as theme from '../src/theme/index.js';

const SCREENS = [
  'Login',
  'SignInAgainDialog',
  'ForgotPassword',
  'MembersOverview',
  'PartnersOverview',
  'DistributorsOverview',
  'MemberRequests',
  'PartnerRequests',
  'DistributorRequests',
  'MemberReview',
  'PartnerReview',
  'DistributorReview',
  'MemberExportDialog',
  'DealsList',
  'DealDetailsDialog',
  'ResourcesOverview',
  'ResourceDetailDialog',
  'UploadContentDialog',
  'QuizOverview',
  'QuestionFormDialog',
  'Certifications',
  'CertificationDetailDialog',
];

const CONTROLLERS = [
  'useLoginController',
  'useMembersOverviewController',
  'useMemberRequestsController',
  'useMemberReviewController',
  'useDealsListController',
  'useDealDetailsController',
  'useResourcesOverviewController',
  'useResourceDetailController',
  'useUploadContentController',
  'useQuizOverviewController',
  'useCertificationsController',
  'useCertificationDetailController',
  'useChangePasswordController',
];

const KIT = [
  'AppShell',
  'defaultNavItems',
  'AuthLayout',
  'AuthHeading',
  'AuthText',
  'LoginArt',
  'ForgotPasswordArt',
  'RegisterArt',
  'Avatar',
  'AvatarSourceProvider',
  'Button',
  'IconButton',
  'ChangePasswordDialog',
  'ConfirmDialog',
  'DataTable',
  'DateRangeFilter',
  'Dialog',
  'ErrorBanner',
  'ExportMenu',
  'FormattedDate',
  'TextField',
  'TextAreaField',
  'SelectField',
  'Checkbox',
  'Input',
  'FieldList',
  'FileDrop',
  'Link',
  'NavigationProvider',
  'useNavigation',
  'ListView',
  'BulkBar',
  'BulkReviewControls',
  'Menu',
  'Pagination',
  'PasswordField',
  'ReasonDialog',
  'ScreenErrorBoundary',
  'ScreenHeader',
  'SearchInput',
  'PageFallback',
  'SessionGuard',
  'useSessionStatus',
  'SortMenu',
  'StatusBadge',
  'DealStatusBadge',
  'StatusBanner',
  'StatusFilter',
  'SuccessDialog',
  'Tabs',
  'useMediaQuery',
];

/** The icons: `partner-console/icons`. */
const ICONS = [
  'AlertIcon',
  'ArrowLeftIcon',
  'ArrowUpIcon',
  'ArrowDownIcon',
  'AwardIcon',
  'BookIcon',
  'BriefcaseIcon',
  'CalendarIcon',
  'CheckIcon',
  'ChevronDownIcon',
  'ChevronLeftIcon',
  'ChevronRightIcon',
  'ChevronsLeftIcon',
  'ChevronsRightIcon',
  'ClockIcon',
  'CloseIcon',
  'CopyIcon',
  'DownloadIcon',
  'EditIcon',
  'ExternalLinkIcon',
  'EyeIcon',
  'EyeOffIcon',
  'FileIcon',
  'FilterIcon',
  'HelpIcon',
  'ImageIcon',
  'InfoIcon',
  'KeyIcon',
  'LogOutIcon',
  'MenuIcon',
  'MoreVerticalIcon',
  'PlusIcon',
  'SearchIcon',
  'TrashIcon',
  'TruckIcon',
  'UploadIcon',
  'UserIcon',
  'UsersIcon',
  'VideoIcon',
];

const API = [
  'createHttpAdminApi',
  'createSessionStore',
  'isTokenExpired',
  'DEFAULT_SESSION_KEYS',
  'SPEC_SESSION_KEYS',
  'prefixedSessionKeys',
  'memoryStorage',
  'DEFAULT_API_PATHS',
  'ADMIN_API_METHODS',
  'hasExtension',
  'lazyAdminApi',
  'TOKEN_FALLBACK_LIFETIME_MS',
  'ApiError',
  'SessionExpiredError',
  'TimeoutError',
  'InvalidResponseError',
  'ConflictError',
  'isAbortError',
  'errorMessage',
  'errorDetail',
];

const TEXTS_AND_THEME = [
  'defaultMessages',
  'mergeMessages',
  'formatMessage',
  'MessagesProvider',
  'useMessages',
  'useLocale',
  'ConsoleThemeProvider',
  'ConsoleBaseline',
  'LibraryRoot',
  'useConsoleTheme',
  'defaultTheme',
  'darkTheme',
  'mergeTheme',
  'themeVariables',
  'vars',
  'breakpoints',
  'mediaUp',
  'mediaDown',
  'containerUp',
  'containerDown',
];

/** The text sections, one object each: `partner-console/texts`. */
const TEXT_SECTIONS = [
  'authMessages',
  'certificationsMessages',
  'changePasswordMessages',
  'columnsMessages',
  'commonMessages',
  'dealDetailsMessages',
  'dealsMessages',
  'decisionsMessages',
  'exportMessages',
  'listMessages',
  'memberMessages',
  'partnerMessages',
  'distributorMessages',
  'quizMessages',
  'resourcesMessages',
  'sessionMessages',
  'shellMessages',
];

const HOOKS_LISTS_EXPORTS = [
  'useLoader',
  'useListLoad',
  'useAction',
  'useReasonDialog',
  'useConfirmAction',
  'loaderKey',
  'useExportAction',
  'useRowSelection',
  'useBulkAction',
  'useBulkReview',
  'useSubmitFlow',
  'ListCache',
  'forgetLists',
  'resumeAfterSignIn',
  'retryExpiredLoads',
  'BULK_CONCURRENCY',
  'PAGE_SIZE',
  'PAGE_SIZES',
  'SORT_ORDERS',
  'STATUS_FILTER_VALUES',
  'statusFacet',
  'ListPreferences',
  'memoryListPreferences',
  'listPages',
  'storageListPreferences',
  'createListIndex',
  'useListController',
  'useListState',
  'listStateOf',
  'sanitizeListState',
  'listStateFromSearchParams',
  'listStateToSearchParams',
  'oneOf',
  'textList',
  'QUIZ_FACETS',
  'RESOURCES_FACETS',
  'REQUESTS_FACETS',
  'DEALS_FACETS',
  'CERTIFICATIONS_FACETS',
  'exportRows',
  'csvSeparatorFor',
  'downloadFile',
  'ExportError',
  'DownloadFailedError',
  'partnerExportColumns',
  'dealExportColumns',
  'certificationExportColumns',
  'certificationPdfColumns',
  'memberExportColumns',
];

/** Timings and limits a host may want to match (dialogs' delays, password and quiz minimums). */
const TIMINGS_AND_LIMITS = [
  'SUCCESS_DIALOG_MS',
  'LOGOUT_DELAY_MS',
  'MIN_PASSWORD_LENGTH',
  'MIN_QUIZ_MARKS',
  'COPY_CONFIRMATION_MS',
  'CERTIFICATION_CLOSE_DELAY_MS',
];

const PUBLIC = [...SCREENS, ...CONTROLLERS, ...KIT, ...API, ...TEXTS_AND_THEME, ...HOOKS_LISTS_EXPORTS, ...TIMINGS_AND_LIMITS];

describe('the package root', () => {
  it('exports exactly the public API, each name once', () => {
    expect(new Set(PUBLIC).size).toBe(PUBLIC.length);
    expect(Object.keys(library).sort()).toEqual([...PUBLIC].sort());
  });

  it('exports a component or hook for every screen, kit and controller name', () => {
    const exported = library as Record<string, unknown>;
    for (const name of [...SCREENS, ...CONTROLLERS, ...KIT]) expect(typeof exported[name], name).toMatch(/^(function|object)$/);
  });

  it('publishes every runtime name of the layer barrels, which src/index.ts names again one by one', () => {
    const barrels = { api: apiLayer, i18n, theme, components: kit, screens, hooks };
    const missing = Object.entries(barrels).flatMap(([layer, barrel]) => Object.keys(barrel).filter((name) => !(name in library)).map((name) => `${layer}: ${name}`));
    expect(missing).toEqual([]);
  });

  it('leaves the icons and the text sections to their own entries', () => {
    for (const name of [...ICONS, ...TEXT_SECTIONS]) expect(library, name).not.toHaveProperty(name);
  });

  it('keeps the helpers the library is built from inside it', () => {
    // A sample from each kind: formatting, record derivations, file writers, list internals, kit helpers.
    for (const helper of ['formatDate', 'safeHttpUrl', 'toDealRow', 'validateUpload', 'toCsv', 'neutraliseFormula', 'listReducer', 'avatarInitials', 'isPlainClick', 'pageItems']) {
      expect(library, helper).not.toHaveProperty(helper);
    }
  });

  it('keeps the timings and the page sizes at their values', () => {
    expect(library.PAGE_SIZE).toBe(10);
    expect(library.PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(library.SUCCESS_DIALOG_MS).toBe(2000);
    expect(library.LOGOUT_DELAY_MS).toBe(1500);
    expect(library.COPY_CONFIRMATION_MS).toBe(2000);
    expect(library.CERTIFICATION_CLOSE_DELAY_MS).toBe(500);
  });
});

describe('partner-console/icons', () => {
  it('exports exactly the icons, each a component', () => {
    expect(new Set(ICONS).size).toBe(ICONS.length);
    expect(Object.keys(icons).sort()).toEqual([...ICONS].sort());
    for (const name of ICONS) expect(typeof (icons as Record<string, unknown>)[name], name).toMatch(/^(function|object)$/);
  });
});

describe('partner-console/texts', () => {
  it('exports exactly the text sections, one object of strings each', () => {
    expect(new Set(TEXT_SECTIONS).size).toBe(TEXT_SECTIONS.length);
    expect(Object.keys(texts).sort()).toEqual([...TEXT_SECTIONS].sort());
    for (const section of Object.values(texts)) {
      for (const text of Object.values(section)) expect(typeof text).toBe('string');
    }
  });

  it('holds the same objects as the catalogue at the package root', () => {
    // Each section is the catalogue's own object (`defaultMessages.auth` is `authMessages`), so a
    // host reading a section and the screens reading the catalogue see the same texts.
    const catalogue = new Set<object>(Object.values(library.defaultMessages));
    for (const name of TEXT_SECTIONS) expect(catalogue.has((texts as Record<string, object>)[name]!), name).toBe(true);
  });
});
