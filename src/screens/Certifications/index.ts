export { Certifications } from './Certifications.js';
export type { CertificationsProps } from './Certifications.js';
export { useCertificationsController, certificationTypeLabel, CERTIFICATIONS_FACETS } from './useCertificationsController.js';
export type {
  CertificationsController,
  CertificationsControllerProps,
  CertificationsListApi,
  CertificationsListFacets,
} from './useCertificationsController.js';
