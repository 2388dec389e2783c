import { createIcon } from '../createIcon.js';

export const CloseIcon = /* @__PURE__ */ createIcon('CloseIcon', <path d="M18 6 6 18M6 6l12 12" />);
