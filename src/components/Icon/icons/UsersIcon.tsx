import { createIcon } from '../createIcon.js';

export const UsersIcon = /* @__PURE__ */ createIcon('UsersIcon', <><circle cx="9" cy="7" r="4" /><path d="M3 21v-1a6 6 0 0 1 12 0v1M16 3.1a4 4 0 0 1 0 7.8M21 21v-1a6 6 0 0 0-4-5.7" /></>);
