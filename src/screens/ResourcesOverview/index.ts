export { ResourcesOverview } from './ResourcesOverview.js';
export type { ResourcesOverviewProps } from './ResourcesOverview.js';
export { useResourcesOverviewController, RESOURCES_FACETS } from './useResourcesOverviewController.js';
export type {
  ContentTypeOption,
  RemovalRequest,
  ResourcesOverviewController,
  ResourcesOverviewControllerProps,
  ResourcesListFacets,
  ResourcesOverviewApi,
} from './useResourcesOverviewController.js';
export { ResourceDetailDialog } from './ResourceDetailDialog.js';
export type { ResourceDetailDialogProps } from './ResourceDetailDialog.js';
export { COPY_CONFIRMATION_MS, useResourceDetailController } from './useResourceDetailController.js';
export type { ResourceDetailController, ResourceDetailApi } from './useResourceDetailController.js';
export { UploadContentDialog } from './UploadContentDialog.js';
export type { UploadContentDialogProps, UploadStatus } from './UploadContentDialog.js';
export { useUploadContentController } from './useUploadContentController.js';
export type { UploadContentController, UploadContentControllerProps, UploadStep, UploadContentApi } from './useUploadContentController.js';
export { downloadName, previewKind, resourceAddress, saveResourceFile, DownloadFailedError } from './resourceFile.js';
export type { PreviewKind, ResourceAddress } from './resourceFile.js';
