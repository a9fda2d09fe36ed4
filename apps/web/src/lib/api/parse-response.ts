import type { z } from 'zod';

/** An answer that does not match the domain contract of its call: a defect, not a user error. */
export class ContractMismatchError extends Error {
  override readonly name = 'ContractMismatchError';
}

/** One line per issue, with the path it is at (zod itself stays out of the app's entry). */
const describeIssues = (error: z.ZodError) =>
  error.issues
    .map((issue) => `✖ ${issue.message}\n  → at ${issue.path.map(String).join('.') || '(root)'}`)
    .join('\n');

/**
 * The answer of `call` typed by its contract. In development and tests it is checked with the
 * schema first and a mismatch throws, naming the call; production passes the data through.
 */
export function parseInDev<T>(call: string, schema: z.ZodType<T> | undefined, data: unknown): T {
  // Answers are checked in development and tests, never in production: the build drops this
  // branch, and with it zod from the modules that need no schema of their own.
  if (schema && !import.meta.env.PROD) {
    const result = schema.safeParse(data);
    if (!result.success) {
      throw new ContractMismatchError(
        `The answer of ${call} does not match its contract:\n${describeIssues(result.error)}`,
      );
    }
  }
  // Unchecked in production: the server sends the same contract as its response schema.
  return data as T;
}
