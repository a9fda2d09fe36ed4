import type { z } from 'zod';

/** A schema's issues as field path to first message ("payment.payment_via": "Required!"). */
export function fieldErrors(error: z.ZodError | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}
