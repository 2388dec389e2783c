import { createIcon } from '../createIcon.js';

export const KeyIcon = /* @__PURE__ */ createIcon('KeyIcon', <><circle cx="7.5" cy="15.5" r="4.5" /><path d="m10.7 12.3 9.8-9.8M17 6l3 3M14 9l2 2" /></>);
