// The screens: each one is a controller hook plus a view, taking the AdminApi and navigation callbacks as props.
export * from './Login/index.js';
export * from './ForgotPassword/index.js';
export * from './DealDetailsDialog/index.js';
export * from './DealsList/index.js';
export * from './ResourcesOverview/index.js';
export * from './MembersOverview/index.js';
export * from './MemberRequests/index.js';
export * from './MemberReview/index.js';
export * from './QuizOverview/index.js';
export * from './Certifications/index.js';
export * from './CertificationDetailDialog/index.js';
