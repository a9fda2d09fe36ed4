import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { migrate } from './migrate';
import * as schema from './schema/index';
import { createTestDatabase } from '../seed/test-database';

describe('migrate', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('creates every table of the schema and is a no-op when run again', async () => {
    await migrate(handle.db);
    const result = await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    // Both drivers answer { rows }; the shared Database type leaves the raw result untyped.
    const { rows } = result as unknown as { rows: Array<{ table_name: string }> };
    // Exactly the tables the schema declares: none missing from the migrations, none left over.
    const declared = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    expect(rows.map((r) => r.table_name)).toEqual(declared);
    expect(declared).toEqual(expect.arrayContaining(['orders', 'call_records', 'coupons']));
  });
});
