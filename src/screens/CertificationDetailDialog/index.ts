export { CertificationDetailDialog } from './CertificationDetailDialog.js';
export type { CertificationDetailDialogProps } from './CertificationDetailDialog.js';
export {
  CERTIFICATION_CLOSE_DELAY_MS,
  certificationDetailView,
  useCertificationDetailController,
} from './useCertificationDetailController.js';
export type {
  CertificationDetailController,
  CertificationDetailControllerProps,
  CertificationDetailApi,
  CertificationDetailView,
  CertificationOptionView,
  CertificationQuestionView,
} from './useCertificationDetailController.js';
