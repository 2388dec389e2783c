import { createIcon } from '../createIcon.js';

export const ArrowLeftIcon = /* @__PURE__ */ createIcon('ArrowLeftIcon', <path d="M19 12H5M12 19l-7-7 7-7" />);
