/**
 * The central error handler's rules (spec 000 section 8), as a pure function: which text a
 * failed call shows, and whether it ends the session.
 */

import { API_TIMEOUT_MS } from '@backoffice/domain/core/constants';

/** The parts of the server's error envelope the handler reads (docs/api-contract.md). */
export interface ErrorEnvelope {
  error?: unknown;
  message?: unknown;
  detail?: unknown;
  /** The kind of failure (VALIDATION, FORBIDDEN, STALE ...). */
  code?: unknown;
  /** What exactly failed: `<area>.<reason>`, or the kind. */
  error_code?: unknown;
  /** Field path to the message shown under that field. */
  fields?: unknown;
}

/** A failed call: either the server answered with a non-2xx status, or nothing came back. */
export type CallFailure =
  | { kind: 'response'; status: number; statusText: string; body: ErrorEnvelope | null }
  | { kind: 'no-response'; cause: 'network' | 'timeout' };

export interface FailureOutcome {
  message: string;
  /** The token expired or is not valid: the session is cleared (logout actions). */
  endsSession: boolean;
}

export const NOT_FOUND_TEXT = 'API Not Found';
export const FORBIDDEN_TEXT = 'Access Forbidden';
export const NETWORK_DOWN_TEXT = 'Cannot reach the server. Check the network and try again.';
export const TIMEOUT_TEXT = `The server did not answer within ${API_TIMEOUT_MS / 1000} seconds`;
export const UNEXPECTED_TEXT = 'Something Went Wrong!';
const INVALID_TOKEN_DETAIL = 'invalid token';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The server's own text: `error`, else the first element of a `message` array, else `message`. */
function serverText(body: ErrorEnvelope | null): string | undefined {
  if (!body) return undefined;
  const first = Array.isArray(body.message) ? text(body.message[0]) : undefined;
  return text(body.error) ?? first ?? text(body.message);
}

function endsSession(status: number, detail: string | undefined): boolean {
  if (status === 401) return detail !== undefined;
  return status === 403 && detail?.toLowerCase() === INVALID_TOKEN_DETAIL;
}

/** What the user is told about a failed call, and whether their session is over. */
export function describeFailure(failure: CallFailure): FailureOutcome {
  if (failure.kind === 'no-response') {
    // The browser's own text ('Failed to fetch') tells a person nothing: say what happened.
    const message = failure.cause === 'timeout' ? TIMEOUT_TEXT : NETWORK_DOWN_TEXT;
    return { message, endsSession: false };
  }
  const { status, statusText, body } = failure;
  const detail = text(body?.detail);
  if (endsSession(status, detail)) {
    return { message: detail ?? serverText(body) ?? UNEXPECTED_TEXT, endsSession: true };
  }
  if (status === 403) {
    return { message: detail ?? serverText(body) ?? FORBIDDEN_TEXT, endsSession: false };
  }
  const fallback = status === 404 ? NOT_FOUND_TEXT : UNEXPECTED_TEXT;
  return { message: serverText(body) ?? text(statusText) ?? fallback, endsSession: false };
}
