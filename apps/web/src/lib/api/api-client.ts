import { API_TIMEOUT_MS } from '@backoffice/domain/core/constants';
import { CONSOLE_HEADER, CONSOLE_HEADER_VALUE } from '@backoffice/domain/identity';
import { notifications } from '@mantine/notifications';
import type { z } from 'zod';
import { endSession } from '../session/end-session';
import { ApiError, isStale } from './api-error';
import { describeFailure, type CallFailure, type ErrorEnvelope } from './error-message';
import { parseInDev } from './parse-response';
import { staleNoticeClaimed } from './stale-notice';

/** Every call goes to the API under /api (spec 000 section 7). */
export const API_BASE = '/api';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData is sent as it is (multipart, a file upload). */
  body?: unknown;
  /** Suppresses the error toast for this call; the error is still thrown. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of a write that must not run twice. */
  headers?: Record<string, string>;
}

export { ApiError } from './api-error';

async function readEnvelope(response: Response): Promise<ErrorEnvelope | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as ErrorEnvelope) : null;
  } catch {
    return null;
  }
}

/**
 * The central handler: toast (unless silent, or a stale write an open popup tells in place), end
 * the session on a lost token, and throw.
 */
function fail(failure: CallFailure, silent: boolean | undefined): never {
  const outcome = describeFailure(failure);
  if (outcome.endsSession) endSession();
  const error =
    failure.kind === 'no-response'
      ? new ApiError(outcome.message, null)
      : new ApiError(outcome.message, failure.status, failure.body);
  const toldInPlace = isStale(error) && staleNoticeClaimed();
  if (!silent && !toldInPlace) {
    notifications.show({ color: 'red', title: 'Error', message: outcome.message });
  }
  throw error;
}

// A multipart body takes the Content-Type (with its boundary) the browser writes for it.
const contentTypeOf = (body: unknown): Record<string, string> =>
  body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' };

const bodyOf = (body: unknown): BodyInit | undefined =>
  body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body);

/**
 * One call. The browser sends the session cookie (HttpOnly, set at sign-in); the console's header
 * tells the server the call comes from the console itself, which it requires of every write.
 */
function send(path: string, options: RequestOptions, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE,
  };
  return fetch(`${API_BASE}${path}`, {
    method: options.method ?? 'GET',
    headers: { ...headers, ...contentTypeOf(options.body) },
    credentials: 'same-origin',
    body: bodyOf(options.body),
    signal,
  });
}

/** Calls the API and returns the JSON answer, checked against `schema` in development and tests. */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions & { schema?: z.ZodType<T> } = {},
): Promise<T> {
  const answer: unknown = await (await apiResponse(path, options)).json();
  return parseInDev(`${options.method ?? 'GET'} ${path}`, options.schema, answer);
}

/** Like apiRequest, for calls that answer 204 when they have nothing: null then. */
export async function apiRequestOrNoContent<T>(
  path: string,
  options: RequestOptions & { schema?: z.ZodType<T> } = {},
): Promise<T | null> {
  const response = await apiResponse(path, options);
  if (response.status === 204) return null;
  const answer: unknown = await response.json();
  return parseInDev(`${options.method ?? 'GET'} ${path}`, options.schema, answer);
}

/** Calls the API for a file (a recording, a document) and returns its bytes. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await apiResponse(path, options)).blob();
}

/** The successful answer of a call, failures going through the central handler. */
async function apiResponse(path: string, options: RequestOptions): Promise<Response> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), API_TIMEOUT_MS);
  const stop = () => timeout.abort();
  options.signal?.addEventListener('abort', stop);
  let response: Response;
  try {
    response = await send(path, options, timeout.signal);
  } catch (error) {
    // A call the screen itself cancelled (it unmounted) is not an error to show.
    if (options.signal?.aborted) throw error;
    const cause = timeout.signal.aborted ? 'timeout' : 'network';
    return fail({ kind: 'no-response', cause }, options.silent);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
  if (!response.ok) {
    const body = await readEnvelope(response);
    return fail(
      { kind: 'response', status: response.status, statusText: response.statusText, body },
      options.silent,
    );
  }
  return response;
}
