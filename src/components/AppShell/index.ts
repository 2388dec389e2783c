export { AppShell } from './AppShell.js';
export type { AppShellProps } from './AppShell.js';
export { defaultNavItems, isActivePath } from './navItems.js';
export type { NavItem } from './navItems.js';
export { shortUserName, fullUserName } from './userName.js';
