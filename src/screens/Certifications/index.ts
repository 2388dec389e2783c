export { Certifications } from './Certifications.js';
export type { CertificationsProps } from './Certifications.js';
export { useCertificationsController, certificationTypeLabel } from './useCertificationsController.js';
export type { CertificationsController, CertificationsControllerProps, CertificationsListApi } from './useCertificationsController.js';
