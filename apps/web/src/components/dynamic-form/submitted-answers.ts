import {
  isFieldShown,
  type FormAnswer,
  type FormAnswers,
  type FormField,
  type PaymentAnswer,
} from '@backoffice/domain/returns';

const isBlank = (answer: FormAnswer) =>
  answer === undefined || answer === null || (typeof answer === 'string' && answer.trim() === '');

/**
 * The answers of the shown fields as multipart form data, the way the dynamic form's calls take
 * them (docs/returns.md): each answer under its field's name as text, each file of a file list as
 * a part under the field's name, a checkbox as "true" or "false", a reason's sub-reason under its
 * own name, and payment data as `<name>_type`, `<name>_via` and `<name>_tracking_id`. Blank
 * answers are left out. `extra` adds the call's own fields (the cart, its version).
 */
export function submittedAnswers(
  fields: readonly FormField[],
  answers: FormAnswers,
  extra: Readonly<Record<string, string | number>> = {},
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(extra)) data.append(name, String(value));
  const put = (name: string, answer: FormAnswer) => {
    if (!isBlank(answer)) data.append(name, String(answer).trim());
  };
  for (const field of fields) {
    if (!isFieldShown(field, answers)) continue;
    const answer = answers[field.name];
    switch (field.type) {
      case 'files':
        for (const file of Array.isArray(answer) ? answer : []) {
          if (file instanceof File) data.append(field.name, file, file.name);
        }
        break;
      case 'checkbox':
        data.append(field.name, answer === true ? 'true' : 'false');
        break;
      case 'payment': {
        const payment = (answer ?? {}) as PaymentAnswer;
        put(`${field.name}_type`, payment.payment_type);
        put(`${field.name}_via`, payment.payment_via);
        put(`${field.name}_tracking_id`, payment.payment_tracking_id);
        break;
      }
      case 'reason':
        put(field.name, answer);
        put(field.sub_reason_name, answers[field.sub_reason_name]);
        break;
      default:
        put(field.name, answer);
    }
  }
  return data;
}
