import { WAREHOUSES } from '@backoffice/domain/warehouse';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/client';
import { storageLocations, warehouses } from '../../../src/schema/index';

/** The ERP plant code and pincode of each warehouse of the domain's list, by its id. */
const PLANTS: Record<number, { plant_code: string; pincode: string }> = {
  1: { plant_code: 'BHW1', pincode: '421302' },
  2: { plant_code: 'HSK1', pincode: '562114' },
  3: { plant_code: 'GGN1', pincode: '122001' },
  4: { plant_code: 'SPR1', pincode: '602105' },
  5: { plant_code: 'DNK1', pincode: '712311' },
  6: { plant_code: 'SMS1', pincode: '501218' },
};

/** The storage locations every warehouse has; only finished goods are sold from. */
export const DEMO_STORAGE_LOCATIONS = [
  { code: 'FG01', name: 'Finished Goods', is_sellable: true },
  { code: 'RT01', name: 'Customer Returns', is_sellable: false },
  { code: 'QH01', name: 'Quality Hold', is_sellable: false },
] as const;
export type DemoStorageCode = (typeof DEMO_STORAGE_LOCATIONS)[number]['code'];

/** A storage location as the demo stock is written against it. */
export interface DemoLocation {
  id: number;
  plant_code: string;
  code: DemoStorageCode;
}

/**
 * The warehouses of the domain's list (the ids escalations are routed by), each with its
 * storage locations. Answers the locations written.
 */
export async function seedDemoWarehouses(db: Database): Promise<DemoLocation[]> {
  const rows = WAREHOUSES.map((w) => {
    const plant = PLANTS[w.id];
    if (!plant) throw new Error(`warehouse ${w.id} has no plant code`);
    return { id: w.id, name: w.warehouse_name, city: w.city, state: w.state, ...plant };
  });
  await db.insert(warehouses).values(rows);
  // The ids are the list's: later warehouses continue after them.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('warehouses', 'id'), (select max(id) from warehouses))`,
  );
  const locations = await db
    .insert(storageLocations)
    .values(rows.flatMap((w) => DEMO_STORAGE_LOCATIONS.map((l) => ({ ...l, warehouse_id: w.id }))))
    .returning({
      id: storageLocations.id,
      warehouse_id: storageLocations.warehouse_id,
      code: storageLocations.code,
    });
  return locations.map((l) => ({
    id: l.id,
    plant_code: rows.find((w) => w.id === l.warehouse_id)?.plant_code ?? '',
    code: l.code as DemoStorageCode,
  }));
}
