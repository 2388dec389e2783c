import { createIcon } from '../createIcon.js';

export const ArrowUpDownIcon = /* @__PURE__ */ createIcon('ArrowUpDownIcon', <path d="m21 16-4 4-4-4M17 20V4M3 8l4-4 4 4M7 4v16" />);
