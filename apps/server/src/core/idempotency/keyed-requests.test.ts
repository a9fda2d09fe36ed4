import { auditLog, idempotencyKeys, retailSessions } from '@backoffice/db/schema';
import { UPLOAD_ENDPOINTS } from '@backoffice/domain/uploads';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor } from '../../test/account-for';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { KEY_CLAIMED, requestHashOf } from './idempotency';
import { KEY_WAIT_MS } from './keyed-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const named = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
// Sheet uploads are multipart, hashed by their file: their use case keeps the first answer.
const UPLOADS = new Set(UPLOAD_ENDPOINTS.map((e) => `POST /api${e.path}`));
const audited = async () => Number((await t.db.select({ n: count() }).from(auditLog))[0]?.n);

/** A request with an Idempotency-Key to a route, as the account its capability admits. */
async function keyed(route: { method: string; url: string; loginId: number }, key: string) {
  return t.app.inject({
    method: route.method as 'POST',
    url: route.url,
    headers: { ...bearer(await t.tokenFor(route.loginId)), 'idempotency-key': key },
    payload: {},
  });
}

/** A key row as a first request left it: claimed, or answered with a status and a body. */
async function keyRow(
  route: { method: string; url: string; loginId: number },
  key: string,
  status: number,
  response: unknown,
) {
  await t.db.insert(idempotencyKeys).values({
    login_id: route.loginId,
    key,
    route: named(route),
    request_hash: requestHashOf({}),
    status_code: status,
    response,
  });
}

const keyedRoutes = () =>
  t.app.apiRoutes
    .filter((r) => t.app.keyedRoutes.some((k) => named(k) === named(r)) && !UPLOADS.has(named(r)))
    .map((r) => ({ ...r, loginId: accountFor(t.config, r.capability).login_id }));

describe('a repeated Idempotency-Key', () => {
  it('gets the first answer back from every route that requires a key, and nothing runs', async () => {
    const routes = keyedRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const before = await audited();
    for (const [n, route] of routes.entries()) {
      const body = `{"replayed":${n},"route":${JSON.stringify(named(route))}}`;
      await keyRow(route, `walk-replay-${n}`, 201, { body });
      const again = await keyed(route, `walk-replay-${n}`);
      expect(again.statusCode, named(route)).toBe(201);
      expect(again.body, named(route)).toBe(body);
      expect(again.headers['idempotent-replayed'], named(route)).toBe('true');
    }
    expect(await audited()).toBe(before);
  });

  it('with another request is a 422 on every route that requires a key', async () => {
    for (const [n, route] of keyedRoutes().entries()) {
      await keyRow(route, `walk-other-${n}`, 200, { body: '{}' });
      const other = await t.app.inject({
        method: route.method as 'POST',
        url: route.url,
        headers: {
          ...bearer(await t.tokenFor(route.loginId)),
          'idempotency-key': `walk-other-${n}`,
        },
        payload: { another: 'request' },
      });
      expect(other.statusCode, named(route)).toBe(422);
    }
  });

  it('waits for a first request still running, then answers 409 still in progress', async () => {
    const [route] = keyedRoutes();
    if (!route) throw new Error('no keyed route');
    await keyRow(route, 'in-flight-1', KEY_CLAIMED, { claim: 'first' });
    const started = Date.now();
    const waiting = await keyed(route, 'in-flight-1');
    expect(Date.now() - started).toBeGreaterThanOrEqual(KEY_WAIT_MS);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json()).toMatchObject({
      error_code: 'idempotency.in_progress',
      error: 'A request with this Idempotency-Key is still in progress: try again in a moment',
    });
  }, 20_000);

  it('runs again after a first request that failed, and after one abandoned before its change', async () => {
    const [route] = keyedRoutes().filter((r) => r.url === '/api/retail/sessions/ra/start/');
    if (!route) throw new Error('no session start route');
    const where = and(
      eq(idempotencyKeys.key, 'abandoned-1'),
      eq(idempotencyKeys.route, named(route)),
    );
    await keyRow(route, 'abandoned-1', KEY_CLAIMED, { claim: 'died' });
    await t.db
      .update(idempotencyKeys)
      .set({ created_at: sql`now() - interval '3 minutes'` })
      .where(where);
    const started = await keyed(route, 'abandoned-1');
    expect(started.statusCode, started.body).toBe(200);
    const [kept] = await t.db.select().from(idempotencyKeys).where(where);
    expect(kept).toMatchObject({ status_code: 200, response: { body: started.body } });

    // A second start is refused (400): the key is released, so the same key runs again.
    const refused = await keyed(route, 'refused-1');
    expect(refused.statusCode).toBe(400);
    const rows = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'refused-1'));
    expect(rows).toEqual([]);
    // Once the session is over, the same key starts the next one.
    await t.db
      .update(retailSessions)
      .set({ ended_at: sql`now()` })
      .where(eq(retailSessions.login_id, route.loginId));
    const again = await keyed(route, 'refused-1');
    expect(again.statusCode).toBe(200);
  });
});
