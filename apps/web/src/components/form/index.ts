export { applyServerErrors } from './apply-server-errors';
export { SelectField, type SelectFieldProps } from './select-field';
export { TextField, type TextFieldProps } from './text-field';
export { TextareaField, type TextareaFieldProps } from './textarea-field';
