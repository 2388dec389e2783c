export { TextField, SelectField, Input } from './Field.js';
export { TextAreaField } from './TextAreaField.js';
export { Checkbox } from './Checkbox.js';
export type { TextFieldProps, SelectFieldProps, SelectOption } from './Field.js';
export type { TextAreaFieldProps } from './TextAreaField.js';
export type { CheckboxProps } from './Checkbox.js';
