import { DEMO_STAFF, type DemoAccount } from '@backoffice/db/seed';
import {
  BROAD_WRITES,
  CAPABILITIES,
  can,
  WRITES_WITHOUT_REASON,
  type Principal,
} from '@backoffice/domain/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { AreaModule, RouteEntry } from './core/http';
import { AREA_MODULES } from './areas/index';
import { bearer, createTestApp, type TestApp } from './test/test-app';

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

/**
 * One account per capability profile (accounts holding the same capabilities answer every route
 * alike), the first of each in the demo list: the walk grows with the routes, not the accounts.
 */
function oneAccountPerProfile(): DemoAccount[] {
  const byProfile = new Map<string, DemoAccount>();
  for (const account of DEMO_STAFF) {
    const principal = principalOf(account);
    const profile = CAPABILITIES.filter((c) => can(principal, c, t.config.access)).join(' ');
    if (!byProfile.has(profile)) byProfile.set(profile, account);
  }
  return [...byProfile.values()];
}

// Path parameters get a login id that exists (1); POSTs send an empty body.
const concrete = (url: string) => url.replace(/:[a-z_]+/gi, '1');
const minimal = (method: string) => (method === 'POST' ? { payload: {} } : {});

const sessions = new Map<number, string>();

/** Calls a route as an account on its open session; logout and password calls end a session, so
 * a 401 starts another and asks again. */
async function callAs(account: DemoAccount, route: RouteEntry) {
  const send = (token: string) =>
    t.app.inject({
      method: route.method as 'GET',
      url: concrete(route.url),
      headers: bearer(token),
      ...minimal(route.method),
    });
  let token = sessions.get(account.login_id) ?? (await t.tokenFor(account.login_id));
  let response = await send(token);
  if (response.statusCode === 401) {
    token = await t.tokenFor(account.login_id);
    response = await send(token);
  }
  sessions.set(account.login_id, token);
  return response;
}

describe('every route x every capability profile', () => {
  it('lists the API routes it walks', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThanOrEqual(12);
  });

  it('samples one account of each capability profile', () => {
    const sampled = oneAccountPerProfile();
    expect(sampled.length).toBeGreaterThan(10);
    expect(sampled.length).toBeLessThan(DEMO_STAFF.length);
  });

  // One request per route and profile: the walk grows with every area's routes, hence its time.
  it('answers 403 exactly when the domain capability refuses the profile', async () => {
    const accounts = oneAccountPerProfile();
    const mismatches: string[] = [];
    let refusals = 0;
    for (const route of t.app.apiRoutes) {
      for (const account of accounts) {
        const response = await callAs(account, route);
        // HEAD answers carry no body: the status alone tells. A use case's own refusal (an
        // Admin's password, another store's order) names its reason in error_code; the
        // capability's refusal is the generic one.
        const refused =
          response.statusCode === 403 &&
          (route.method === 'HEAD' || response.json().error_code === 'FORBIDDEN');
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
    expect(refusals).toBeLessThan(t.app.apiRoutes.length * accounts.length - 50);
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

describe('a capability per use case', () => {
  const READS = ['GET', 'HEAD'];
  /** The write routes (POST, PUT, PATCH, DELETE) each capability gates, public ones aside. */
  const writesPerCapability = () => {
    const writes = new Map<string, string[]>();
    for (const route of t.app.apiRoutes) {
      if (READS.includes(route.method) || route.capability === 'public') continue;
      const gated = writes.get(route.capability) ?? [];
      writes.set(route.capability, [...gated, `${route.method} ${route.url}`]);
    }
    return writes;
  };

  it('never lets a :view capability gate a write', () => {
    const viewWrites = [...writesPerCapability()]
      .filter(([capability]) => capability.endsWith(':view'))
      .flatMap(([capability, routes]) => routes.map((route) => `${capability}: ${route}`));
    expect(viewWrites).toEqual([]);
  });

  it('gives a written reason for every capability gating more than a handful of writes', () => {
    const unexplained = [...writesPerCapability()]
      .filter(([, routes]) => routes.length > WRITES_WITHOUT_REASON)
      .filter(([capability]) => !(capability in BROAD_WRITES))
      .map(([capability, routes]) => `${capability}: ${routes.length} writes`);
    expect(unexplained).toEqual([]);
  });

  it('keeps no reason for a capability that gates a handful of writes or fewer', () => {
    const writes = writesPerCapability();
    const stale = Object.keys(BROAD_WRITES).filter(
      (capability) => (writes.get(capability)?.length ?? 0) <= WRITES_WITHOUT_REASON,
    );
    expect(stale).toEqual([]);
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
