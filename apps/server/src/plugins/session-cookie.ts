import { SESSION_COOKIE } from '@backoffice/domain/identity';

/** The API's paths: the only ones the session cookie is sent to. */
const COOKIE_PATH = '/api';

export interface SessionCookieOptions {
  /** Served over HTTPS only: the browser then sends the cookie over HTTPS only. */
  secure: boolean;
}

const header = (value: string, maxAgeSeconds: number, { secure }: SessionCookieOptions) =>
  [
    `${SESSION_COOKIE}=${value}`,
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');

/**
 * The Set-Cookie header that keeps a browser's session token where scripts cannot read it, for
 * as long as the session may last (the server ends it sooner when idle or revoked).
 */
export function sessionCookie(
  token: string,
  maxAgeSeconds: number,
  options: SessionCookieOptions,
): string {
  return header(token, maxAgeSeconds, options);
}

/** The Set-Cookie header that removes the session cookie (sign-out, a lost session). */
export function clearedSessionCookie(options: SessionCookieOptions): string {
  return header('', 0, options);
}
