import { createIcon } from '../createIcon.js';

export const CheckIcon = /* @__PURE__ */ createIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);
