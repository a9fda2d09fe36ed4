import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api/api-error';

/**
 * Puts the server's field errors of a failed write under the form's own fields (the server names
 * them by their path in the request, as the form does). Answers whether any field took one, so a
 * form can tell a refusal it showed apart from one the central handler alone reports.
 */
export function applyServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (message === undefined) continue;
    form.setError(field, { type: 'server', message });
    applied = true;
  }
  return applied;
}
