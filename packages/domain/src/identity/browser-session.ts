/**
 * The console's session in a browser: the server keeps the session token in an HttpOnly cookie
 * that scripts cannot read, and the console marks every call with a header of its own. A page of
 * another site can make the browser send the cookie but cannot add a header without the
 * server's leave (which it never gives), so a write signed in by the cookie alone is refused.
 * API clients send `Authorization: Bearer <token>` instead and need neither.
 */
export const SESSION_COOKIE = 'bo_session';

/** The header, and its value, the console sends with every call. */
export const CONSOLE_HEADER = 'x-backoffice-console';
export const CONSOLE_HEADER_VALUE = '1';
