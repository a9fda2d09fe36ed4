import type { FastifyRequest } from 'fastify';
import { AppError } from '../core/errors';
import type { Api, Authenticated, SessionLookup } from '../core/http';
import type { AuditActor } from '../core/audit/audit.service';

const BEARER = /^Bearer +([A-Za-z0-9_-]{1,256})\s*$/i;

/**
 * Authentication of every route that is not public, in onRequest (before the body is read):
 * a missing, unknown, expired or revoked token, or a disabled account, is a 401. `findSignedIn`
 * (the identity area's) answers who a token belongs to.
 */
export function registerAuth(api: Api, findSignedIn: SessionLookup): void {
  api.decorateRequest('auth', null);
  api.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.capability === 'public') return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const auth = token ? await findSignedIn(token) : null;
    if (!auth) throw new AppError('UNAUTHENTICATED');
    request.auth = auth;
  });
}

/** The signed-in caller of a non-public route. */
export function signedIn(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

/** The caller as the audit log records it. */
export function actorOf(request: FastifyRequest): AuditActor {
  const { staff } = signedIn(request);
  return { login_id: staff.login_id, role: staff.role, request_id: request.id };
}
