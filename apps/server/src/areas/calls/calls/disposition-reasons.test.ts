import { crmDispositionCategories } from '@backoffice/db/schema';
import type { DispositionCategory, DispositionReason } from '@backoffice/domain/calls/calls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, loginId: number) =>
  t.app.inject({ method: 'GET', url, headers: bearer(await t.tokenFor(loginId)) });
const reasonsAs = async (loginId: number): Promise<DispositionReason[]> =>
  (await get('/api/disposition-reasons/', loginId)).json().result;

/** The tree of crm-dispositions as flat rows: every node with its level and parent. */
function flatten(tree: readonly DispositionCategory[]): DispositionReason[] {
  return tree.flatMap((c) => [
    { id: c.id, name: c.name, level: 1, parent_id: null },
    ...c.sub_categories.flatMap((s) => [
      { id: s.id, name: s.name, level: 2, parent_id: c.id },
      ...s.third_categories.map((n) => ({ id: n.id, name: n.name, level: 3, parent_id: s.id })),
    ]),
  ]);
}
const byId = (a: DispositionReason, b: DispositionReason) => a.id - b.id;

describe('GET /api/disposition-reasons/', () => {
  it('lists every reason of the disposition tree once, with its level and parent', async () => {
    const response = await get('/api/disposition-reasons/', 4);
    expect(response.statusCode).toBe(200);
    const tree = (await get('/api/crm-dispositions/', 4)).json().result;
    const reasons: DispositionReason[] = response.json().result;
    expect([...reasons].sort(byId)).toEqual(flatten(tree).sort(byId));
  });

  it('lists the categories first, then their sub categories, then the third categories', async () => {
    const levels = (await reasonsAs(4)).map((r) => r.level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
  });

  it('leaves out a reason that is no longer active', async () => {
    const [first] = await reasonsAs(4);
    if (!first) throw new Error('the demo has disposition reasons');
    await t.db
      .update(crmDispositionCategories)
      .set({ is_active: false })
      .where(eq(crmDispositionCategories.id, first.id));
    expect((await reasonsAs(4)).map((r) => r.id)).not.toContain(first.id);
  });

  it('is open to every signed-in role like crm-dispositions, and to no one signed out', async () => {
    expect((await get('/api/disposition-reasons/', 7)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/disposition-reasons/' })).statusCode,
    ).toBe(401);
  });
});
