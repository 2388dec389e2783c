import { createIcon } from '../createIcon.js';

export const ArrowUpIcon = /* @__PURE__ */ createIcon('ArrowUpIcon', <path d="M12 19V5M5 12l7-7 7 7" />);
