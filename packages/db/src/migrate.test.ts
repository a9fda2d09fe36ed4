import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { migrate } from './migrate';
import { createTestDatabase } from '../seed/test-database';

describe('migrate', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('creates every table and is a no-op when run again', async () => {
    await migrate(handle.db);
    const result = await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    // Both drivers answer { rows }; the shared Database type leaves the raw result untyped.
    const { rows } = result as unknown as { rows: Array<{ table_name: string }> };
    expect(rows.map((r) => r.table_name)).toEqual([
      'app_meta',
      'audit_log',
      'cancellation_requests',
      'cart_dockets',
      'cart_requested_dates',
      'cart_status_counts',
      'carts',
      'customers',
      'invoice_documents',
      'login_records',
      'order_addresses',
      'order_comments',
      'order_events',
      'order_notifications',
      'order_payments',
      'orders',
      'pincodes',
      'sessions',
      'staff',
      'staff_status_periods',
    ]);
  });
});
