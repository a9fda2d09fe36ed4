import { auditLog } from '@backoffice/db/schema';
import { SAVED_FILTERS_PER_SCREEN } from '@backoffice/domain/identity';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SCREEN = 'orders.work-list';
const OWNER = 2;
const OTHER = 3;

const list = async (loginId: number, screen = SCREEN) =>
  t.app.inject({
    url: `/api/saved-filters/?screen=${screen}`,
    headers: bearer(await t.tokenFor(loginId)),
  });
const save = async (loginId: number, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/saved-filters/',
    headers: bearer(await t.tokenFor(loginId)),
    payload: payload as object,
  });
const remove = async (loginId: number, id: number | string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/saved-filters/${id}/`,
    headers: bearer(await t.tokenFor(loginId)),
  });
const names = async (loginId: number, screen = SCREEN) =>
  (await list(loginId, screen)).json().results.map((f: { name: string }) => f.name);

describe('saved filters', () => {
  it('saves a query under a name, lists it by name, and the same name replaces it', async () => {
    const first = await save(OWNER, {
      screen: SCREEN,
      name: '  Urgent COD  ',
      query: { role: 'oc', limit: '100' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      filter: { screen: SCREEN, name: 'Urgent COD', query: { role: 'oc', limit: '100' } },
    });
    await save(OWNER, { screen: SCREEN, name: 'Affiliate', query: { role: 'rt' } });

    const replaced = await save(OWNER, {
      screen: SCREEN,
      name: 'Urgent COD',
      query: { role: 'rt' },
    });
    expect(replaced.json().filter).toMatchObject({
      id: first.json().filter.id,
      query: { role: 'rt' },
    });
    expect((await list(OWNER)).json().results).toMatchObject([
      { name: 'Affiliate', query: { role: 'rt' } },
      { name: 'Urgent COD', query: { role: 'rt' } },
    ]);
    expect(await names(OWNER, 'calls.team')).toEqual([]);

    const audited = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'saved_filter'),
          eq(auditLog.entity_id, String(first.json().filter.id)),
        ),
      );
    expect(audited.map((a) => a.reason)).toEqual(['Filter saved', 'Saved filter replaced']);
  });

  it("shows nobody another person's sets, and refuses to delete them as unknown", async () => {
    const mine = (await save(OWNER, { screen: SCREEN, name: 'Mine', query: {} })).json().filter;
    expect(await names(OTHER)).toEqual([]);

    const refused = await remove(OTHER, mine.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      error_code: 'identity.saved_filter_not_found',
      error: 'Saved filter not found',
    });
    expect(await names(OWNER)).toContain('Mine');

    const deleted = await remove(OWNER, mine.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect(await names(OWNER)).not.toContain('Mine');
    expect((await remove(OWNER, mine.id)).statusCode).toBe(404);
  });

  it('refuses a set past the bounds with the field and its message', async () => {
    const refusal = async (payload: unknown) => {
      const response = await save(OWNER, payload);
      expect(response.statusCode).toBe(400);
      return response.json().fields;
    };
    expect(await refusal({ screen: SCREEN, name: ' ', query: {} })).toEqual({
      name: 'Name is Required!',
    });
    expect(await refusal({ screen: 'Orders List', name: 'x', query: {} })).toEqual({
      screen: 'Screen must be a key like orders.work-list',
    });
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v']));
    expect(await refusal({ screen: SCREEN, name: 'x', query: many })).toEqual({
      query: 'A saved filter holds at most 20 fields',
    });
    expect(await refusal({ screen: SCREEN, name: 'x', query: { role: 'x'.repeat(201) } })).toEqual({
      'query.role': 'A filter value must be at most 200 characters',
    });
    expect((await remove(OWNER, 'abc')).statusCode).toBe(400);
  });

  it('keeps at most the cap per screen, and a name already held still saves', async () => {
    const screen = 'orders.capped';
    for (let i = 0; i < SAVED_FILTERS_PER_SCREEN; i += 1) {
      expect((await save(OTHER, { screen, name: `Set ${i}`, query: {} })).statusCode).toBe(200);
    }
    const refused = await save(OTHER, { screen, name: 'One more', query: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error_code: 'identity.too_many_saved_filters',
      fields: { name: 'At most 50 saved filters per screen: delete one first' },
    });
    expect((await save(OTHER, { screen, name: 'Set 0', query: { role: 'oc' } })).statusCode).toBe(
      200,
    );
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ url: `/api/saved-filters/?screen=${SCREEN}` });
    expect(response.statusCode).toBe(401);
  });
});
