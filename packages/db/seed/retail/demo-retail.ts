import type { Database } from '../../src/client';
import { retailMembers, retailStores } from '../../src/schema/index';

/** The demo stores: the first has two managers and two agents, the second one of each. */
export const DEMO_RETAIL_STORES = [
  { retail_store_id: 'BLR-IND-01', name: 'Indiranagar Experience Store', city: 'Bengaluru' },
  { retail_store_id: 'BLR-WHF-02', name: 'Whitefield Experience Store', city: 'Bengaluru' },
] as const;

/** Demo login ids and their memberships (role_type 1 Retail Manager, 2 Retail Agent). */
export const DEMO_RETAIL_MEMBERS = [
  { login_id: 16, role_type: 1, retail_store_id: 'BLR-IND-01' },
  { login_id: 27, role_type: 1, retail_store_id: 'BLR-IND-01' },
  { login_id: 15, role_type: 2, retail_store_id: 'BLR-IND-01' },
  { login_id: 28, role_type: 2, retail_store_id: 'BLR-IND-01' },
  { login_id: 29, role_type: 1, retail_store_id: 'BLR-WHF-02' },
  { login_id: 30, role_type: 2, retail_store_id: 'BLR-WHF-02' },
] as const;

/** Seeds the demo stores and their staff's memberships. */
export async function seedDemoRetail(db: Database, now: Date): Promise<void> {
  await db.insert(retailStores).values(DEMO_RETAIL_STORES.map((s) => ({ ...s, created_at: now })));
  await db
    .insert(retailMembers)
    .values(DEMO_RETAIL_MEMBERS.map((m) => ({ ...m, create_timestamp: now, updated_at: now })));
}
