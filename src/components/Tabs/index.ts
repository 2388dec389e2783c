export { Tabs } from './Tabs.js';
export type { TabsProps, TabItem } from './Tabs.js';
