/** The dynamic form: drawn from the field descriptors a server call sends, checked by the domain. */
export { DynamicForm, type DynamicFormProps } from './dynamic-form';
export { useDynamicForm, type DynamicFormState } from './use-dynamic-form';
export { submittedAnswers } from './submitted-answers';
