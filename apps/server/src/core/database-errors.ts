import type { AppError } from './errors';

/** The SQLSTATE codes the server answers for instead of a 500. */
export const SQLSTATE = {
  uniqueViolation: '23505',
  serializationFailure: '40001',
  deadlock: '40P01',
} as const;

/** A database error's code and, for a constraint violation, the constraint's name. */
export interface DatabaseFailure {
  code: string;
  constraint: string | undefined;
}

/**
 * The database's own failure inside an error, or null for any other error. The query builder
 * wraps the driver's error, so it may sit on a cause; both drivers put `code` and `constraint`
 * on it.
 */
export function databaseFailureOf(error: unknown): DatabaseFailure | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as Error & { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  return null;
}

/** Whether a database error is a unique-key violation (of the named constraint when given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const failure = databaseFailureOf(error);
  if (failure?.code !== SQLSTATE.uniqueViolation) return false;
  return constraint === undefined || failure.constraint === constraint;
}

/** Whether running the same transaction again may succeed: it lost a race, not an argument. */
export function isTransientConflict(error: unknown): boolean {
  const code = databaseFailureOf(error)?.code;
  return code === SQLSTATE.serializationFailure || code === SQLSTATE.deadlock;
}

const knownConflicts = new Map<string, () => AppError>();

/**
 * Registers what a unique violation of `constraint` answers: the area's own refusal (a 409 or
 * a 400), for the request that lost a race to insert the same row. Each area registers its
 * own from its index.
 */
export function registerUniqueConflict(constraint: string, refusal: () => AppError): void {
  if (knownConflicts.has(constraint)) {
    throw new Error(`The unique conflict ${constraint} is registered twice`);
  }
  knownConflicts.set(constraint, refusal);
}

/** The registered refusal of a unique violation, or null for any other error. */
export function knownConflictOf(error: unknown): AppError | null {
  const failure = databaseFailureOf(error);
  if (failure?.code !== SQLSTATE.uniqueViolation || failure.constraint === undefined) return null;
  return knownConflicts.get(failure.constraint)?.() ?? null;
}
