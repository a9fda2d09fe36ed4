import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES } from '@backoffice/domain/sales/payments';
import type { Api } from '../http';
import { fieldError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'required'` on every route that changes money or an order: a request without an
     * Idempotency-Key is refused before its body is read.
     */
    idempotencyKey?: 'required';
    /**
     * Fields of the answer shown once and never kept (a first password): a replay of the key
     * answers without them, so no secret is stored with the key.
     */
    shownOnce?: readonly string[];
  }
  interface FastifyInstance {
    /** Every API route that requires an Idempotency-Key, as registered. */
    keyedRoutes: readonly KeyedRoute[];
  }
}

/** A route that refuses a request without an Idempotency-Key, as registered. */
export interface KeyedRoute {
  method: string;
  url: string;
}

/**
 * The rule of the routes that declare `config.idempotencyKey: 'required'`: their requests
 * without the header are a 400 on `Idempotency-Key`, checked after the capability and before
 * the body, so nothing runs. The routes are listed in `keyed` (a test walks them).
 */
export function requireIdempotencyKeys(api: Api, keyed: KeyedRoute[]): void {
  api.addHook('onRoute', (route) => {
    if (route.config?.idempotencyKey !== 'required') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) keyed.push({ method, url: route.url });
  });

  api.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.idempotencyKey !== 'required') return;
    if (request.headers[IDEMPOTENCY_HEADER] === undefined) {
      throw fieldError('Idempotency-Key', IDEMPOTENCY_MESSAGES.missing);
    }
  });
}
