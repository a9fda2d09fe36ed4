import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/client';
import { createTestDatabase } from '../../test-database';
import { BREAK_REASONS, seedBreakReasons } from './break-reasons';
import {
  DISPOSITION_TREE,
  readDispositionTree,
  seedDispositionCatalogue,
} from './disposition-catalogue';

describe('the calls catalogue and demo call history (the default test database holds them)', () => {
  let handle: DatabaseHandle;
  const rows = async <T>(query: SQL) =>
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('holds the whole disposition tree once, every category with sub and third categories', async () => {
    const tree = await readDispositionTree(handle.db);
    expect(tree.map((c) => c.name)).toEqual(DISPOSITION_TREE.map(([name]) => name));
    for (const category of tree) {
      expect(category.sub_categories.length).toBeGreaterThan(0);
      for (const sub of category.sub_categories)
        expect(sub.third_categories.length).toBeGreaterThan(0);
    }
    expect(await seedDispositionCatalogue(handle.db)).toEqual(tree);
    expect(await seedBreakReasons(handle.db)).toHaveLength(BREAK_REASONS.length);
  });

  it('has agents calls with consistent durations, and dispositions only of the agents calls', async () => {
    const [summary] = await rows<{
      calls: number;
      bad: number;
      inbound: number;
      dispositions: number;
    }>(sql`
      select count(*)::int as calls,
        count(*) filter (where call_state = 'answered' and (answered_at is null or recording_ref is null
          or conversation_duration > caller_duration))::int as bad,
        count(*) filter (where call_type = 'inbound')::int as inbound,
        (select count(*)::int from call_dispositions d
           join call_records c on c.id = d.call_record_id where c.agent_login_id = d.login_id) as dispositions
      from call_records`);
    expect(summary?.calls).toBeGreaterThan(50);
    expect(summary?.bad).toBe(0);
    expect(summary?.inbound).toBeGreaterThan(0);
    const [all] = await rows<{ n: number }>(sql`select count(*)::int as n from call_dispositions`);
    expect(summary?.dispositions).toBe(all?.n);
  });
});
