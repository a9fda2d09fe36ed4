import { DEMO_STAFF, type DemoAccount } from '@backoffice/db/seed';
import { can, type Principal } from '@backoffice/domain/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { AreaModule } from '../core/http';
import { AREA_MODULES } from '../areas/index';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const principalOf = (a: DemoAccount): Principal => ({
  login_id: a.login_id,
  role: a.role,
  login_role: a.login_role,
  is_pod_leader: a.is_pod_leader ?? false,
  can_create_member: a.can_create_member ?? false,
  is_session_started: false,
});

// Path parameters get a login id that exists (1); POSTs send an empty body.
const concrete = (url: string) => url.replace(/:[a-z_]+/gi, '1');
const minimal = (method: string) => (method === 'POST' ? { payload: {} } : {});

describe('every route x every demo account', () => {
  it('lists the API routes it walks', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThanOrEqual(12);
  });

  // One request per route and account: the walk grows with every area's routes, hence its time.
  it('answers 403 exactly when the domain capability refuses the account', async () => {
    const mismatches: string[] = [];
    let refusals = 0;
    for (const route of t.app.apiRoutes) {
      for (const account of DEMO_STAFF) {
        // A fresh session per call: logout and password calls may end the one before.
        const token = await t.tokenFor(account.login_id);
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: bearer(token),
          ...minimal(route.method),
        });
        // HEAD answers carry no body: the status alone tells.
        const refused =
          response.statusCode === 403 &&
          (route.method === 'HEAD' || response.json().code === 'FORBIDDEN');
        const expected =
          route.capability === 'public'
            ? false
            : !can(principalOf(account), route.capability, t.config.access);
        if (refused) refusals += 1;
        if (refused !== expected || response.statusCode >= 500) {
          mismatches.push(
            `${route.method} ${route.url} as ${account.login_id}: ${response.statusCode}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Both outcomes occur, so the walk cannot pass by refusing (or admitting) everyone.
    expect(refusals).toBeGreaterThan(50);
    expect(refusals).toBeLessThan(t.app.apiRoutes.length * DEMO_STAFF.length - 50);
  }, 180_000);

  it('answers 401 on every non-public route without a token, and never 403', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.capability !== 'public')) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        ...minimal(route.method),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});

describe('routes without a capability', () => {
  const withRoute = (area: AreaModule) =>
    buildApp(t.config, { db: t.db, modules: [...AREA_MODULES, area] });

  it('stop the server from starting', async () => {
    await expect(
      withRoute((api) => void api.get('/api/no-capability', () => ({}))),
    ).rejects.toThrow('Route GET /api/no-capability declares no known capability');
  });

  it('stop it too when the capability is not a known one', async () => {
    const unknown = { capability: 'orders:teleport' } as unknown as { capability: 'public' };
    await expect(
      withRoute((api) => void api.get('/api/typo', { config: unknown }, () => ({}))),
    ).rejects.toThrow('declares no known capability');
  });
});
