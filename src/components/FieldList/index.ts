export { FieldList } from './FieldList.js';
