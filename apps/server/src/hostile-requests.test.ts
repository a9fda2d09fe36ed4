import { idempotencyKeys } from '@backoffice/db/schema';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileRequests } from './test/hostile-requests';
import { createAppWithRoutes, type RegisteredRoute } from './test/registered-routes';
import { asSubmission } from './test/submission-key';
import { tableChecksums } from './test/table-checksums';
import { bearer } from './test/test-app';

// Every route, signed in as the admin, gets random hostile values in its path, query and body:
// none may answer a 5xx, and none may write anything. Fixed seed, bounded runs per route.

const SEED = 20_261_125;
const RUNS_PER_ROUTE = 12;
/** Signing out ends the session the walk signs in with; it takes no input to fuzz. */
const NOT_WALKED = new Set(['POST /api/logout/']);

let app: Awaited<ReturnType<typeof createAppWithRoutes>>;
let headers: Record<string, string>;
let before: Record<string, string>;
beforeAll(async () => {
  app = await createAppWithRoutes();
  headers = { ...bearer(await app.tokenFor(1)), 'content-type': 'application/json' };
  before = await tableChecksums(app.db);
}, 120_000);
afterAll(() => app.close());

/** The tables' checksums but the Idempotency-Keys' kept first answers (decision 019). */
const withoutKeptAnswers = (checksums: Record<string, string>) =>
  Object.fromEntries(Object.entries(checksums).filter(([table]) => table !== 'idempotency_keys'));

const walked = (route: RegisteredRoute) =>
  route.url.startsWith('/api/') &&
  route.method !== 'HEAD' &&
  !NOT_WALKED.has(`${route.method} ${route.url}`);

describe('hostile requests to every route', () => {
  it('finds the routes to walk', () => {
    expect(app.routes.filter(walked).length).toBeGreaterThan(80);
  });

  it('answers no 5xx to any of them', async () => {
    for (const route of app.routes.filter(walked)) {
      await fc.assert(
        fc.asyncProperty(hostileRequests(route), async (request) => {
          const response = await app.app.inject({
            ...request,
            headers: { ...headers, ...asSubmission() },
          });
          if (response.statusCode >= 500) {
            throw new Error(
              `${request.method} ${request.url.slice(0, 200)}: ${response.statusCode} ${response.body.slice(0, 300)}`,
            );
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
  }, 120_000);

  it('wrote nothing to the database but the first answers of the keyed calls it accepted', async () => {
    expect(withoutKeptAnswers(await tableChecksums(app.db))).toEqual(withoutKeptAnswers(before));
    // A key keeps only an answer given (2xx): no refused request left one behind.
    const kept = await app.db.select().from(idempotencyKeys);
    expect(kept.filter((k) => k.status_code < 200 || k.status_code >= 300)).toEqual([]);
  });
});
