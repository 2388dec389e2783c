import { createIcon } from '../createIcon.js';

export const TrashIcon = /* @__PURE__ */ createIcon('TrashIcon', <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />);
