import { createIcon } from '../createIcon.js';

export const BookIcon = /* @__PURE__ */ createIcon('BookIcon', <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V2H6.5A2.5 2.5 0 0 0 4 4.5v15ZM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />);
