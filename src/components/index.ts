// The UI kit, as the package root publishes it: every component, its props type and the types
// those props use. The helpers a component is built from (avatar initials, status tones, page
// windows...) stay inside the library: each folder's index.ts names them for the library's own
// modules. The icons are the entry `partner-console/icons` (Icon/icons.tsx), not the root.
export { AppShell, defaultNavItems } from './AppShell/index.js';
export type { AppShellProps, NavItem } from './AppShell/index.js';
export { AuthLayout, AuthHeading, AuthText, LoginArt, ForgotPasswordArt, RegisterArt } from './AuthLayout/index.js';
export type { AuthLayoutProps } from './AuthLayout/index.js';
export { Avatar, AvatarSourceProvider } from './Avatar/index.js';
export type { AvatarProps, AvatarSize, AvatarName, AvatarPerson, AvatarSource, AvatarSourceProviderProps } from './Avatar/index.js';
export { Button, IconButton } from './Button/index.js';
export type { ButtonProps, ButtonVariant, ButtonSize, IconButtonProps } from './Button/index.js';
export { ChangePasswordDialog, useChangePasswordController, LOGOUT_DELAY_MS, MIN_PASSWORD_LENGTH } from './ChangePasswordDialog/index.js';
export type {
  ChangePasswordDialogProps,
  ChangePasswordController,
  ChangePasswordControllerProps,
  ChangePasswordApi,
  PasswordChange,
} from './ChangePasswordDialog/index.js';
export { ConfirmDialog } from './ConfirmDialog/index.js';
export type { ConfirmDialogProps, ConfirmVariant } from './ConfirmDialog/index.js';
export { DataTable } from './DataTable/index.js';
export type { DataTableProps, DataTableColumn, DataTableAlign, DataTableDensity, DataTableLayout, DataTableSorting, DataTableSelection } from './DataTable/index.js';
export { DateRangeFilter } from './DateRangeFilter/index.js';
export type { DateRangeFilterProps } from './DateRangeFilter/index.js';
export { Dialog } from './Dialog/index.js';
export type { DialogProps, DialogSize } from './Dialog/index.js';
export { ErrorBanner } from './ErrorBanner/index.js';
export type { ErrorBannerProps } from './ErrorBanner/index.js';
export { ExportMenu } from './ExportMenu/index.js';
export type { ExportMenuProps, ExportScope } from './ExportMenu/index.js';
export { FormattedDate } from './FormattedDate/index.js';
export type { FormattedDateProps, DateStyle } from './FormattedDate/index.js';
export { TextField, TextAreaField, SelectField, Checkbox, Input } from './Field/index.js';
export type { TextFieldProps, TextAreaFieldProps, SelectFieldProps, SelectOption, CheckboxProps } from './Field/index.js';
export { FieldList } from './FieldList/index.js';
export { FileDrop } from './FileDrop/index.js';
export type { FileDropProps } from './FileDrop/index.js';
export type { IconProps } from './Icon/index.js';
export { Link } from './Link/index.js';
export type { LinkRenderProps } from './Link/index.js';
export { NavigationProvider, useNavigation } from './Navigation/index.js';
export type { NavigationAdapter, NavigationProviderProps } from './Navigation/index.js';
export { ListView } from './ListView/index.js';
export type { ListViewProps } from './ListView/index.js';
export { BulkBar, BulkReviewControls } from './BulkBar/index.js';
export type { BulkBarProps, BulkKind, BulkReviewControlsProps } from './BulkBar/index.js';
export { Menu } from './Menu/index.js';
export type { MenuProps, MenuItem, MenuItemKind, MenuAlign } from './Menu/index.js';
export { Pagination } from './Pagination/index.js';
export type { PaginationProps } from './Pagination/index.js';
export { PasswordField } from './PasswordField/index.js';
export type { PasswordFieldProps } from './PasswordField/index.js';
export { ReasonDialog } from './ReasonDialog/index.js';
export type { ReasonDialogProps } from './ReasonDialog/index.js';
export { ScreenErrorBoundary } from './ScreenErrorBoundary/index.js';
export type { ScreenErrorBoundaryProps } from './ScreenErrorBoundary/index.js';
export { ScreenHeader } from './ScreenHeader/index.js';
export type { ScreenHeaderProps } from './ScreenHeader/index.js';
export { SearchInput } from './SearchInput/index.js';
export type { SearchInputProps } from './SearchInput/index.js';
export { PageFallback } from './PageFallback/index.js';
export { SessionGuard, useSessionStatus } from './SessionGuard/index.js';
export type { SessionGuardProps, SessionStatus, SessionEndReason } from './SessionGuard/index.js';
export { SortMenu } from './SortMenu/index.js';
export type { SortMenuProps } from './SortMenu/index.js';
export { StatusBadge, DealStatusBadge } from './StatusBadge/index.js';
export type { StatusBadgeProps, StatusTone, DealStatusBadgeProps } from './StatusBadge/index.js';
export { StatusBanner } from './StatusBanner/index.js';
export type { StatusBannerProps } from './StatusBanner/index.js';
export { SuccessDialog, SUCCESS_DIALOG_MS } from './SuccessDialog/index.js';
export type { SuccessDialogProps } from './SuccessDialog/index.js';
export { StatusFilter } from './StatusFilter/index.js';
export type { StatusFilterProps } from './StatusFilter/index.js';
export { Tabs } from './Tabs/index.js';
export type { TabsProps, TabItem } from './Tabs/index.js';
export { useMediaQuery } from './useMediaQuery.js';
