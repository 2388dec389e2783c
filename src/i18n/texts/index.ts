// The entry `partner-console/texts`: the English defaults of each text section, one object per
// section under the name a screen reads it by. A host needs them to read a section itself (a page
// of its own in the console's wording: `useMessages({ shell: shellMessages })`) or to build a
// catalogue from them; to change a few texts, `MessagesProvider`'s `messages` at the package root
// is enough. Every section is its own module, so an app bundles only the sections it imports.
export { authMessages } from './auth.js';
export { certificationsMessages } from './certifications.js';
export { changePasswordMessages } from './changePassword.js';
export { columnsMessages } from './columns.js';
export { commonMessages } from './common.js';
export { dealDetailsMessages } from './dealDetails.js';
export { dealsMessages } from './deals.js';
export { decisionsMessages } from './decisions.js';
export { exportMessages } from './export.js';
export { listMessages } from './list.js';
export { distributorMessages, memberMessages, partnerMessages } from './members.js';
export { quizMessages } from './quiz.js';
export { resourcesMessages } from './resources.js';
export { sessionMessages } from './session.js';
export { shellMessages } from './shell.js';
