import { createIcon } from '../createIcon.js';

export const FilterIcon = /* @__PURE__ */ createIcon('FilterIcon', <path d="M22 3H2l8 9.5V19l4 2v-8.5Z" />);
