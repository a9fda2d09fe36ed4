import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Path parameters that are secrets (a link's token): the request's log line shows
     * `[redacted]` in their place, and every answer of the route is `Cache-Control: no-store`.
     */
    secretParams?: readonly string[];
    /** The answer holds a secret (a session token): `Cache-Control: no-store`. */
    noStore?: true;
  }
}

/** What stands in a logged path for a secret parameter. */
export const REDACTED = '[redacted]';

/**
 * The path of a request as its log line shows it: never the query string (it may carry sign-in
 * codes or tokens), and the route's secret parameters replaced by REDACTED. Built from the route's
 * pattern when it has secrets, so no spelling of the secret in the address can slip through.
 */
export function loggedPath(request: FastifyRequest): string {
  const secrets = request.routeOptions.config.secretParams;
  const pattern = request.routeOptions.url;
  if (!secrets?.length || !pattern) return request.url.split('?')[0] ?? '';
  const params = request.params as Record<string, string | undefined>;
  return pattern.replace(/:(\w+)/g, (_, name: string) =>
    secrets.includes(name) ? REDACTED : encodeURIComponent(params[name] ?? ''),
  );
}

/**
 * One log line per request, written once it is answered (method, path as loggedPath gives it,
 * status, time), and `Cache-Control: no-store` on the answers of routes that carry a secret.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const { secretParams, noStore } = request.routeOptions.config;
    if (secretParams?.length || noStore) reply.header('cache-control', 'no-store');
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: loggedPath(request),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}
