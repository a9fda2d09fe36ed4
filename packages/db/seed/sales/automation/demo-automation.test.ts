import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/client';
import {
  priceChanges,
  productHierarchyApprovals,
  rewards,
  uniqueRewardCodes,
} from '../../../src/schema/index';
import { createTestDatabase } from '../../test-database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('the demo automation data', () => {
  it('holds a reward on with free codes and one off', async () => {
    const all = await handle.db.select().from(rewards).orderBy(rewards.code);
    expect(all.map((r) => [r.code, r.active])).toEqual([
      ['COFFEE100', true],
      ['MOVIE250', false],
    ]);
    expect(await handle.db.select().from(uniqueRewardCodes)).toHaveLength(2);
  });

  it('holds a sale scheduled ahead and a hierarchy request awaiting approval', async () => {
    const [sale] = await handle.db.select().from(priceChanges);
    expect(sale?.status).toBe('scheduled');
    expect(sale?.starts_at.getTime()).toBeGreaterThan(Date.now());
    const pending = await handle.db
      .select()
      .from(productHierarchyApprovals)
      .where(eq(productHierarchyApprovals.approval_status, 'PENDING'));
    expect(pending).toHaveLength(2);
  });
});
