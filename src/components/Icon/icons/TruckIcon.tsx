import { createIcon } from '../createIcon.js';

export const TruckIcon = /* @__PURE__ */ createIcon('TruckIcon', <><path d="M1 3h15v13H1ZM16 8h4l3 3v5h-7" /><circle cx="5.5" cy="18.5" r="2.5" /><circle cx="18.5" cy="18.5" r="2.5" /></>);
