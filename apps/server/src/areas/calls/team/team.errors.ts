import type { MemberEditRefusal } from '@backoffice/domain/calls/team';
import { AppError, fieldError } from '../../../core/errors';

/** A refused member edit: 403 for a member out of reach, else 400 on the field. */
export function refusalError(refusal: MemberEditRefusal): AppError {
  return refusal.forbidden
    ? new AppError('FORBIDDEN', { message: refusal.message })
    : fieldError(refusal.field, refusal.message);
}

const UNIQUE_VIOLATION = '23505';

/**
 * Whether a database error is a unique-key violation (of the named constraint when given). The
 * query builder wraps the driver's error, so the code may sit on its cause.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint: name } = e as Error & { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return constraint === undefined || name === constraint;
  }
  return false;
}
