// The package root's runtime exports, named one by one: adding or removing one is a change of the
// public API (semver), so it has to be made here on purpose. Types are all public and not listed.
import * as library from '../src/index.js';

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
  'DealStatusBadge',
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
  'ListView',
  'ColumnPreferences',
  'memoryColumnStore',
  'storageColumnStore',
  'BulkBar',
  'BulkReviewControls',
  'Menu',
  'Pagination',
  'PasswordField',
  'ReasonDialog',
  'ScreenErrorBoundary',
  'ScreenHeader',
  'SearchInput',
  'SessionGuard',
  'SessionGuardLoading',
  'useSessionStatus',
  'SortMenu',
  'StatusBadge',
  'StatusBanner',
  'SuccessDialog',
  'Tabs',
  'useMediaQuery',
];

const ICONS = [
  'AlertIcon',
  'ArrowLeftIcon',
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
  'TOKEN_FALLBACK_LIFETIME_MS',
  'ApiError',
  'SessionExpiredError',
  'TimeoutError',
  'InvalidResponseError',
  'isAbortError',
  'errorMessage',
];

const TEXTS_AND_THEME = [
  'defaultMessages',
  'mergeMessages',
  'formatMessage',
  'MessagesProvider',
  'useMessages',
  'useLocale',
  'authMessages',
  'certificationsMessages',
  'changePasswordMessages',
  'columnsMessages',
  'commonMessages',
  'dealDetailsMessages',
  'dealsMessages',
  'exportMessages',
  'listMessages',
  'memberMessages',
  'partnerMessages',
  'distributorMessages',
  'quizMessages',
  'resourcesMessages',
  'sessionMessages',
  'shellMessages',
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
];

const HOOKS_LISTS_EXPORTS = [
  'useLoader',
  'useAction',
  'useExportAction',
  'useRowSelection',
  'useBulkAction',
  'useBulkReview',
  'ListCache',
  'forgetLists',
  'retryExpiredLoads',
  'BULK_CONCURRENCY',
  'PAGE_SIZE',
  'SORT_ORDERS',
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
  'exportRows',
  'downloadFile',
  'ExportError',
  'DownloadFailedError',
  'partnerExportColumns',
  'dealExportColumns',
  'certificationExportColumns',
  'certificationPdfColumns',
  'memberExportColumns',
];

const SPEC_CONSTANTS = [
  'SUCCESS_DIALOG_MS',
  'LOGOUT_DELAY_MS',
  'MIN_PASSWORD_LENGTH',
  'MIN_QUIZ_MARKS',
  'COPY_CONFIRMATION_MS',
  'CERTIFICATION_CLOSE_DELAY_MS',
];

const PUBLIC = [...SCREENS, ...CONTROLLERS, ...KIT, ...ICONS, ...API, ...TEXTS_AND_THEME, ...HOOKS_LISTS_EXPORTS, ...SPEC_CONSTANTS];

describe('the package root', () => {
  it('exports exactly the public API, each name once', () => {
    expect(new Set(PUBLIC).size).toBe(PUBLIC.length);
    expect(Object.keys(library).sort()).toEqual([...PUBLIC].sort());
  });

  it('exports a component or hook for every screen, kit and controller name', () => {
    const exported = library as Record<string, unknown>;
    for (const name of [...SCREENS, ...CONTROLLERS, ...KIT, ...ICONS]) expect(typeof exported[name], name).toMatch(/^(function|object)$/);
  });

  it('keeps the helpers the library is built from inside it', () => {
    // A sample from each kind: formatting, record derivations, file writers, list internals, kit helpers.
    for (const helper of ['formatDate', 'safeHttpUrl', 'toDealRow', 'validateUpload', 'toCsv', 'neutraliseFormula', 'listReducer', 'avatarInitials', 'isPlainClick']) {
      expect(library, helper).not.toHaveProperty(helper);
    }
  });

  it('keeps the SPEC constants at their values', () => {
    expect(library.PAGE_SIZE).toBe(10);
    expect(library.SUCCESS_DIALOG_MS).toBe(2000);
    expect(library.LOGOUT_DELAY_MS).toBe(1500);
    expect(library.COPY_CONFIRMATION_MS).toBe(2000);
    expect(library.CERTIFICATION_CLOSE_DELAY_MS).toBe(500);
  });
});
