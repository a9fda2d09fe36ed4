import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../seed/test-database';
import type { DatabaseHandle } from '../client';
import { cartStatusCounts } from '../schema/index';
import {
  addCartStatusCounts,
  moveCartAssignmentCount,
  moveCartStatusCount,
  rebuildCartStatusCounts,
} from './status-counts';

describe('cart status counts', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ demo: false });
  });
  afterAll(() => handle.close());

  const counts = async () =>
    (await handle.db.select().from(cartStatusCounts))
      .filter((r) => r.count > 0)
      .map((r) => [r.affiliate_id, r.orm_order_status, r.assigned_login_id, r.count])
      .sort((a, b) => String(a).localeCompare(String(b)));

  it('adds carts, moves them between statuses and agents, unassigned counted as 0', async () => {
    await handle.db.transaction(async (tx) => {
      await addCartStatusCounts(tx, [
        { affiliate_id: 0, orm_order_status: 1, assigned_login_id: null },
        { affiliate_id: 0, orm_order_status: 1, assigned_login_id: null },
        { affiliate_id: 3, orm_order_status: 2, assigned_login_id: 2 },
      ]);
      await moveCartStatusCount(tx, { affiliate_id: 0, assigned_login_id: null, from: 1, to: 2 });
      await moveCartAssignmentCount(tx, {
        affiliate_id: 0,
        orm_order_status: 2,
        from_login_id: null,
        to_login_id: 2,
      });
    });
    expect(await counts()).toEqual([
      [0, 1, 0, 1],
      [0, 2, 2, 1],
      [3, 2, 2, 1],
    ]);
  });

  it('refuses to take a cart from an empty bucket and rolls the transaction back', async () => {
    const before = await counts();
    const move = handle.db.transaction((tx) =>
      moveCartStatusCount(tx, { affiliate_id: 5, assigned_login_id: null, from: 1, to: 2 }),
    );
    await expect(move).rejects.toThrow(/no carts counted/);
    const drop = handle.db.transaction((tx) =>
      moveCartStatusCount(tx, { affiliate_id: 3, assigned_login_id: 2, from: 2, to: 5 }).then(() =>
        moveCartStatusCount(tx, { affiliate_id: 3, assigned_login_id: 2, from: 2, to: 5 }),
      ),
    );
    await expect(drop).rejects.toThrow();
    expect(await counts()).toEqual(before);
  });

  it('rebuilds the counts from the carts (none here)', async () => {
    await rebuildCartStatusCounts(handle.db);
    expect(await counts()).toEqual([]);
  });
});
