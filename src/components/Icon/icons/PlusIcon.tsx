import { createIcon } from '../createIcon.js';

export const PlusIcon = /* @__PURE__ */ createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
