import { createIcon } from '../createIcon.js';

export const AwardIcon = /* @__PURE__ */ createIcon('AwardIcon', <><circle cx="12" cy="8" r="7" /><path d="M8.2 13.9 7 23l5-3 5 3-1.2-9.1" /></>);
