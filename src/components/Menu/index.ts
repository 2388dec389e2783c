export { Menu } from './Menu.js';
export type { MenuProps, MenuItem, MenuItemKind, MenuAlign } from './Menu.js';
