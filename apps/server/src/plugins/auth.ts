import { CONSOLE_HEADER, CONSOLE_HEADER_VALUE, SESSION_COOKIE } from '@backoffice/domain/identity';
import type { FastifyRequest } from 'fastify';
import { readCookie } from '../core/cookies';
import { AppError } from '../core/errors';
import type { Api, Authenticated, SessionLookup } from '../core/http';
import { clearedSessionCookie, type SessionCookieOptions } from './session-cookie';

const BEARER = /^Bearer +([A-Za-z0-9_-]{1,256})\s*$/i;
const TOKEN = /^[A-Za-z0-9_-]{1,256}$/;
/** Methods that change nothing: a cookie alone may sign them in. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session token a request carries: its bearer header (API clients), else its cookie (the console). */
interface Credential {
  token: string;
  from: 'bearer' | 'cookie';
}

function credentialOf(request: FastifyRequest): Credential | null {
  const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return { token: bearer, from: 'bearer' };
  const cookie = readCookie(request.headers.cookie, SESSION_COOKIE);
  return cookie && TOKEN.test(cookie) ? { token: cookie, from: 'cookie' } : null;
}

/**
 * Who a request is signed in as, or the refusal: a missing, unknown, expired or revoked token,
 * or a disabled account, is a 401 (which also removes a session cookie that no longer works);
 * a write signed in by the cookie without the console's header is a 403, as a page of another
 * site could have made the browser send it.
 */
export async function authenticate(
  request: FastifyRequest,
  findSignedIn: SessionLookup,
  cookie: SessionCookieOptions,
): Promise<Authenticated> {
  const credential = credentialOf(request);
  const auth = credential ? await findSignedIn(credential.token) : null;
  if (!auth) {
    const headers =
      credential?.from === 'cookie' ? { 'set-cookie': clearedSessionCookie(cookie) } : undefined;
    throw new AppError('UNAUTHENTICATED', headers ? { headers } : {});
  }
  const fromConsole = request.headers[CONSOLE_HEADER] === CONSOLE_HEADER_VALUE;
  if (credential?.from === 'cookie' && !READS.has(request.method) && !fromConsole) {
    throw new AppError('CONSOLE_HEADER_MISSING');
  }
  return auth;
}

/**
 * Authentication of every route that is not public, in onRequest (before the body is read).
 * `findSignedIn` (the identity area's) answers who a token belongs to.
 */
export function registerAuth(
  api: Api,
  findSignedIn: SessionLookup,
  cookie: SessionCookieOptions,
): void {
  api.decorateRequest('auth', null);
  api.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.capability === 'public') return;
    request.auth = await authenticate(request, findSignedIn, cookie);
    if (
      request.auth.staff.must_change_password &&
      !request.routeOptions.config.beforePasswordChoice
    ) {
      throw new AppError('PASSWORD_CHOICE_REQUIRED');
    }
  });
}

/** The signed-in caller of a non-public route. */
export function signedIn(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}
