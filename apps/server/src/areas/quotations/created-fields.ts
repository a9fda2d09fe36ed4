import type { AuditChanges } from '@backoffice/db/schema';

/** The audit changes of a new row: every field from nothing to its value. */
export function createdFields(values: Record<string, unknown>): AuditChanges {
  return Object.fromEntries(
    Object.entries(values).map(([field, after]) => [field, { before: null, after }]),
  );
}
