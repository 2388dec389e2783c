import { createIcon } from '../createIcon.js';

export const BriefcaseIcon = /* @__PURE__ */ createIcon('BriefcaseIcon', <><rect x="2" y="7" width="20" height="14" rx="2" /><path d="M16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2" /></>);
