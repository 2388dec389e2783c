import { createIcon } from '../createIcon.js';

export const ChevronsLeftIcon = /* @__PURE__ */ createIcon('ChevronsLeftIcon', <path d="m11 17-5-5 5-5M18 17l-5-5 5-5" />);
