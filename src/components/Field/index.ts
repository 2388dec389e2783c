export { TextField, TextAreaField, SelectField, Checkbox, Input } from './Field.js';
export type { TextFieldProps, TextAreaFieldProps, SelectFieldProps, SelectOption, CheckboxProps } from './Field.js';
