// The UI kit. Each component lives in its own folder with its stories.
export * from './Button/index.js';
export * from './Icon/index.js';
export * from './Field/index.js';
export * from './DataTable/index.js';
export * from './Pagination/index.js';
export * from './SearchInput/index.js';
export * from './DateRangeFilter/index.js';
export * from './StatusBadge/index.js';
export * from './Avatar/index.js';
export * from './ErrorBanner/index.js';
export * from './FileDrop/index.js';
export { useMediaQuery } from './useMediaQuery.js';
export * from './Dialog/index.js';
export * from './ConfirmDialog/index.js';
export * from './ReasonDialog/index.js';
export * from './SuccessDialog/index.js';
export * from './Menu/index.js';
