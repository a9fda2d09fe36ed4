export { applyServerErrors } from './apply-server-errors';
export { CheckboxGroupField, type CheckboxGroupFieldProps } from './checkbox-group-field';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { SelectField, type SelectFieldProps } from './select-field';
export { TextField, type TextFieldProps } from './text-field';
export { TextareaField, type TextareaFieldProps } from './textarea-field';
