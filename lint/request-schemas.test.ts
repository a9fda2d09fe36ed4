import {
  createAppWithRoutes,
  type RegisteredRoute,
} from '@backoffice/server/test/registered-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malformedNumbersRead } from './request-schemas/numbers-read';
import { unboundedStrings } from './request-schemas/unbounded-strings';

// The rules every route's request schemas follow, checked on the routes as the server registers
// them, so that no later route can forget them:
// - every text a client sends has a maximum length: a string without `.max(n)` (or `.length(n)`)
//   lets a client store 100 kB in a name;
// - a number in a path or query is plain decimal digits: "0x10", "+16" or "1e1" is refused, not
//   read as 16 or 10.

const PARTS = ['params', 'querystring', 'body', 'headers'] as const;
const URL_PARTS = ['params', 'querystring'] as const;

let app: Awaited<ReturnType<typeof createAppWithRoutes>>;
beforeAll(async () => {
  app = await createAppWithRoutes();
}, 120_000);
afterAll(() => app.close());

// HEAD routes are Fastify's copies of the GET routes, with the same schemas.
const routes = () => app.routes.filter((route) => route.method !== 'HEAD');

const unboundedOf = (route: RegisteredRoute) =>
  PARTS.flatMap((part) =>
    unboundedStrings(route.schema[part]).map(
      (path) => `${route.method} ${route.url} ${part} ${path}`,
    ),
  );

const malformedNumbersOf = (route: RegisteredRoute) =>
  URL_PARTS.flatMap((part) =>
    malformedNumbersRead(route.schema[part]).map(
      (field) => `${route.method} ${route.url} ${part} ${field}`,
    ),
  );

describe('request schemas', () => {
  it('reads the schemas of the registered routes', () => {
    expect(routes().filter((route) => route.schema.body).length).toBeGreaterThan(20);
    expect(routes().filter((route) => route.schema.params).length).toBeGreaterThan(20);
  });

  it('give every string a maximum length', () => {
    expect(routes().flatMap(unboundedOf).join('\n')).toBe('');
  });

  it('read numbers in paths and queries only from decimal digits', () => {
    expect(routes().flatMap(malformedNumbersOf).join('\n')).toBe('');
  });
});
