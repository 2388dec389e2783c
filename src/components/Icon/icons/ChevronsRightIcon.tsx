import { createIcon } from '../createIcon.js';

export const ChevronsRightIcon = /* @__PURE__ */ createIcon('ChevronsRightIcon', <path d="m13 17 5-5-5-5M6 17l5-5-5-5" />);
