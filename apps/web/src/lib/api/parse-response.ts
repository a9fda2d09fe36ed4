import { z } from 'zod';

/** Answers are checked against their contract in development and in tests, never in production. */
const CHECKS_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** An answer that does not match the domain contract of its call: a defect, not a user error. */
export class ContractMismatchError extends Error {
  override readonly name = 'ContractMismatchError';
}

/**
 * The answer of `call` typed by its contract. In development and tests it is checked with the
 * schema first and a mismatch throws, naming the call; production passes the data through.
 */
export function parseInDev<T>(call: string, schema: z.ZodType<T> | undefined, data: unknown): T {
  if (schema && CHECKS_ANSWERS) {
    const result = schema.safeParse(data);
    if (!result.success) {
      throw new ContractMismatchError(
        `The answer of ${call} does not match its contract:\n${z.prettifyError(result.error)}`,
      );
    }
  }
  // Unchecked in production: the server sends the same contract as its response schema.
  return data as T;
}
