// The package root of partner-console: the screens, the kit they are built from, the API client,
// the texts' provider, the theme, the hooks, the list engine and the exports, each named here or
// in the layer's barrel (no `export *`, so every public name is a decision; api-report/ lists
// them with their signatures). The types a public signature uses are public too; the pure helpers
// the screens and the kit are made of (formatting, record derivations, file writers) and their
// types are not, so they can change without breaking an app. Two more entries split off what
// few apps need: the icons (`partner-console/icons`) and the text sections one by one
// (`partner-console/texts`). Every module is side-effect free, so a bundler keeps only what a
// host app imports.
export {
  ADMIN_API_METHODS, hasExtension, ApiError, SessionExpiredError, TimeoutError, InvalidResponseError, ConflictError,
  isAbortError, errorMessage, errorDetail,
  createSessionStore, isTokenExpired, memoryStorage, prefixedSessionKeys, DEFAULT_SESSION_KEYS, SPEC_SESSION_KEYS,
  TOKEN_FALLBACK_LIFETIME_MS, createHttpAdminApi, DEFAULT_API_PATHS, lazyAdminApi,
} from './api/index.js';
export type {
  Id, DateString, AdminUser, LoginResponse, LoginRequest, ChangePasswordRequest, Member, Partner, Distributor, Variant,
  DealBase, PartnerDeal, DistributorDeal, Deal, ResourceType, ContentTypeCode, Resource, ResourceUpload, UploadLimits,
  UploadProgress, DownloadProgress, QuizBank, OptionLetter, QuizQuestion, QuizQuestionInput, Certification,
  CertificationAnswer, CertificationDetail, DateRange, RecordVersion, ChangeArea, ChangeAction, ChangeStatus, ChangeAuthor,
  RecordChange, ChangedRecord, LiveEvent, LiveStatus, AdminApi, AuthApi, MembersApi, DealsApi, ResourcesApi, QuizApi,
  CertificationsApi, RequestOptions, WriteOptions, UndoOptions, UploadOptions, EventsApi, SubscribeOptions, ApiExtensions,
  ApiExtensionsOption, AdminApiCall, ListPageQuery, ExportFileOptions, ExportFileFormat, ListPage, ListStatus, LiveEventsOptions, VariantApi, OneSideProps, PartnerMembersApi, DistributorMembersApi,
  PartnerDealsApi, DistributorDealsApi, Session, SessionEndCause, SessionStore, SessionStoreOptions, KeyValueStorage, SessionKey,
  SessionKeyNames, HttpAdminApiOptions, AdminApiPaths, HostAuth, LazyAdminApi, ApiErrorKind, ApiErrorRequest,
} from './api/index.js';
export { defaultMessages, formatMessage, mergeMessages, MessagesProvider, useLocale, useMessages } from './i18n/index.js';
export type { Messages, MessageOverrides, MessagesProviderProps } from './i18n/index.js';
export {
  defaultTheme, mergeTheme, mediaUp, mediaDown, containerUp, containerDown, breakpoints, vars, themeVariables, darkTheme, ConsoleThemeProvider,
  ConsoleBaseline, LibraryRoot, useConsoleTheme,
} from './theme/index.js';
export type { ConsoleTheme, ThemeOverrides, ThemeVars, ConsoleThemeProviderProps, LibraryRootProps } from './theme/index.js';
export {
  AppShell, defaultNavItems, AuthLayout, AuthHeading, AuthText, LoginArt, ForgotPasswordArt, RegisterArt, Avatar,
  AvatarSourceProvider, Button, IconButton, ChangePasswordDialog, useChangePasswordController, LOGOUT_DELAY_MS,
  MIN_PASSWORD_LENGTH, ConfirmDialog, DataTable, DateRangeFilter, Dialog, ErrorBanner, ExportMenu, FormattedDate,
  TextField, TextAreaField, SelectField, Checkbox, Input, FieldList, FileDrop, Link, NavigationProvider,
  useNavigation, ListView, BulkBar, BulkReviewControls, Menu, Pagination, PasswordField, ReasonDialog,
  ScreenErrorBoundary, ScreenHeader, SearchInput, PageFallback, SessionGuard, useSessionStatus, SortMenu,
  StatusBadge, DealStatusBadge, StatusBanner, StatusFilter, SuccessDialog, SUCCESS_DIALOG_MS, Tabs, useMediaQuery,
} from './components/index.js';
export type {
  AppShellProps, NavItem, AuthLayoutProps, AvatarProps, AvatarSize, AvatarName, AvatarPerson, AvatarSource,
  AvatarSourceProviderProps, ButtonProps, ButtonVariant, ButtonSize, IconButtonProps, ChangePasswordDialogProps,
  ChangePasswordController, ChangePasswordControllerProps, ChangePasswordApi, PasswordChange, ConfirmDialogProps,
  ConfirmVariant, DataTableProps, DataTableColumn, DataTableAlign, DataTableDensity, DataTableLayout,
  DateRangeFilterProps, DialogProps, DialogSize, ErrorBannerProps, ExportMenuProps, ExportScope,
  FormattedDateProps, DateStyle, TextFieldProps, TextAreaFieldProps, SelectFieldProps, SelectOption, CheckboxProps,
  FileDropProps, IconProps, LinkRenderProps, NavigationAdapter, NavigationProviderProps, ListViewProps,
  BulkBarProps, BulkKind, BulkReviewControlsProps, MenuProps, MenuItem, MenuItemKind, MenuAlign, PaginationProps,
  PasswordFieldProps, ReasonDialogProps, ScreenErrorBoundaryProps, ScreenHeaderProps, SearchInputProps,
  SessionGuardProps, SessionStatus, SessionEndReason, SortMenuProps, StatusBadgeProps, StatusTone, DealStatusBadgeProps, StatusBannerProps,
  StatusFilterProps, DataTableSorting, DataTableSelection,
  SuccessDialogProps,
  TabsProps, TabItem,
} from './components/index.js';
export {
  Login, SignInAgainDialog, useLoginController, ForgotPassword, DealDetailsDialog,
  useDealDetailsController, DealsList, useDealsListController, DEALS_FACETS, ResourcesOverview,
  useResourcesOverviewController, RESOURCES_FACETS, ResourceDetailDialog, useResourceDetailController,
  COPY_CONFIRMATION_MS, UploadContentDialog, useUploadContentController, DownloadFailedError, MembersOverview,
  PartnersOverview, DistributorsOverview, useMembersOverviewController, MemberRequests, PartnerRequests,
  DistributorRequests, useMemberRequestsController, REQUESTS_FACETS, MemberReview, PartnerReview, DistributorReview,
  useMemberReviewController, MemberExportDialog, memberExportColumns, QuizOverview, QuestionFormDialog,
  useQuizOverviewController, MIN_QUIZ_MARKS, QUIZ_FACETS, Certifications, useCertificationsController, CERTIFICATIONS_FACETS,
  CertificationDetailDialog, useCertificationDetailController, CERTIFICATION_CLOSE_DELAY_MS,
} from './screens/index.js';
export type {
  LoginProps, SignInAgainDialogProps, LoginController, LoginControllerProps, LoginApi, ForgotPasswordProps,
  DealDetailsDialogProps, DealDetailsController, DealDetailsControllerProps,
  PartnerDealDetailsApi, DistributorDealDetailsApi, DealDetailSection, DealDetailField, DealsListProps,
  DealsListController, DealsListControllerProps, DealDetailsChange, DealDetailsStateProps, PartnerDealsListApi, DistributorDealsListApi,
  ResourcesOverviewProps, ResourcesOverviewController, ResourcesOverviewControllerProps, ResourcesOverviewApi,
  ResourceDetailDialogProps, ResourceDetailController, ResourceDetailApi, UploadContentDialogProps, UploadStatus,
  UploadContentController, UploadContentControllerProps, UploadContentApi, ContentTypeOption, RemovalRequest,
  ResourcesListFacets, UploadStep,
  ResourceAddress, MembersOverviewProps, PartnersOverviewProps, DistributorsOverviewProps, MembersOverviewController,
  MembersOverviewControllerProps, PartnersOverviewApi, DistributorsOverviewApi, MemberRequestsProps,
  PartnerRequestsProps, DistributorRequestsProps, MemberRequestsController, MemberRequestsControllerProps, MemberDecisions, MemberDecisionCalls,
  PartnerRequestsApi, DistributorRequestsApi, RequestsListFacets, MemberReviewProps, PartnerReviewProps,
  DistributorReviewProps, MemberReviewController, MemberReviewControllerProps, PartnerReviewApi, DistributorReviewApi,
  MemberExportDialogProps, MemberReviewStatus, MemberExportRow, QuizOverviewProps, QuestionFormDialogProps,
  QuizOverviewController, QuizOverviewControllerProps, QuizOverviewApi, QuizDialogStep, QuizListFacets, QuestionDraft,
  QuestionDraftErrors, CertificationsProps, CertificationsController, CertificationsControllerProps, CertificationsListFacets,
  CertificationsListApi, CertificationDetailDialogProps, CertificationDetailController,
  CertificationDetailControllerProps, CertificationDetailApi, CertificationDetailView, CertificationQuestionView,
  CertificationOptionView,
} from './screens/index.js';
export {
  useLoader, useListLoad, useAction, useExportAction, ListCache, forgetLists, resumeAfterSignIn, retryExpiredLoads, useRowSelection, useBulkAction,
  BULK_CONCURRENCY, useBulkReview, useReasonDialog, useConfirmAction, loaderKey, useSubmitFlow,
} from './hooks/index.js';
export type {
  Loader, LoaderState, ListLoad, ListLoadOptions, Action, ExportAction, ExportSource, ListCacheProps, LoaderCacheKey, RowSelection,
  UseRowSelectionOptions, BulkAction, BulkFailure, BulkOutcome, BulkProgress, BulkSource, UseBulkActionOptions, BulkReview, FilterSelection,
  ReviewDecision, UseBulkReviewOptions, DialogAction, DialogActionOptions, ReasonDialogState, ConfirmActionState,
  SubmitFlow, SubmitFlowOptions, SubmitFlowStep,
} from './hooks/index.js';

export {
  PAGE_SIZE,
  PAGE_SIZES,
  SORT_ORDERS,
  STATUS_FILTER_VALUES,
  statusFacet,
  createListIndex,
  useListController,
  useListState,
  listStateOf,
  sanitizeListState,
  listStateFromSearchParams,
  listStateToSearchParams,
  oneOf,
  textList,
  ListPreferences,
  memoryListPreferences,
  storageListPreferences,
  // The list engine's paging, for the memory API's optional `query` (`createMemoryAdminApi({ listPages })`).
  listPages,
} from './list/index.js';
export type {
  ListState,
  SortOrder,
  ListSort,
  SortDirection,
  ColumnSort,
  StatusFilterValue,
  ListStatusFilter,
  SortKey,
  ListPreferenceStore,
  ListPreferencesProps,
  ListPreferenceName,
  ListChange,
  FacetValue,
  ListFacets,
  FacetSpec,
  FacetSpecs,
  ListIndex,
  ListIndexConfig,
  SearchField,
  FacetControl,
  FacetControls,
  ListActions,
  ListController,
  ListStateProps,
  ListStateStore,
  UseListControllerConfig,
  ServerListPage,
} from './list/index.js';

export {
  exportRows,
  downloadFile,
  ExportError,
  partnerExportColumns,
  dealExportColumns,
  certificationExportColumns,
  certificationPdfColumns,
  csvSeparatorFor,
} from './export/index.js';
export type { ExportColumn, ExportColumns, ExportValueType, ExportFormat, ExportKind, ExportErrorReason, ExportOptions, ExportResult, CsvSeparator, ServerFile, ServerFileUrl } from './export/index.js';

// The records' derived shapes that the screens' controllers hand out (a deal's row and status, a
// resource's kind, an upload's problems, a request's decision, a certification's state, a deal's
// conflicts with other registrations).
export type { DealRow, DealStatus, ResourceKind, UploadProblems, RequestDecision, CertificationState } from './domain/index.js';
export type { DealConflict, DealConflicts } from './domain/conflicts.js';
