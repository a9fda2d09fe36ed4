import { randomUUID } from 'node:crypto';

/**
 * The headers of one form submission as the web app sends them: a fresh Idempotency-Key unless
 * the test names its own (to retry a submission), in any letter case.
 */
export function asSubmission(headers: Record<string, string> = {}): Record<string, string> {
  const named = Object.keys(headers).some((h) => h.toLowerCase() === 'idempotency-key');
  return named ? headers : { 'idempotency-key': `test-${randomUUID()}`, ...headers };
}
