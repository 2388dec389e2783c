import { createIcon } from '../createIcon.js';

export const ChevronDownIcon = /* @__PURE__ */ createIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);
