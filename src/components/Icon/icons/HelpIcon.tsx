import { createIcon } from '../createIcon.js';

export const HelpIcon = /* @__PURE__ */ createIcon('HelpIcon', <><circle cx="12" cy="12" r="10" /><path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" /></>);
