import { createIcon } from '../createIcon.js';

export const ImageIcon = /* @__PURE__ */ createIcon('ImageIcon', <><rect x="3" y="3" width="18" height="18" rx="2" /><circle cx="9" cy="9" r="2" /><path d="m21 15-5-5L5 21" /></>);
