import { createIcon } from '../createIcon.js';

export const SearchIcon = /* @__PURE__ */ createIcon('SearchIcon', <><circle cx="11" cy="11" r="7" /><path d="m21 21-4.3-4.3" /></>);
