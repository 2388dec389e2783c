import { createIcon } from '../createIcon.js';

export const UserIcon = /* @__PURE__ */ createIcon('UserIcon', <><circle cx="12" cy="8" r="4" /><path d="M4 21v-1a7 7 0 0 1 16 0v1" /></>);
