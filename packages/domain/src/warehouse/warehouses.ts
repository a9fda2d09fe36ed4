/**
 * The retailer's warehouses: where stock is kept and carts ship from (the catalogue's stock, the
 * shipping labels' legs), and where an escalation is routed when its sub-reason is one the
 * warehouse must act on (a damaged or missing item, a delivery that did not happen).
 */
export const WAREHOUSES = [
  { id: 1, warehouse_name: 'Bhiwandi Warehouse', city: 'Bhiwandi', state: 'Maharashtra' },
  { id: 2, warehouse_name: 'Hoskote Warehouse', city: 'Hoskote', state: 'Karnataka' },
  { id: 3, warehouse_name: 'Gurugram Warehouse', city: 'Gurugram', state: 'Haryana' },
  { id: 4, warehouse_name: 'Sriperumbudur Warehouse', city: 'Sriperumbudur', state: 'Tamil Nadu' },
  { id: 5, warehouse_name: 'Dankuni Warehouse', city: 'Dankuni', state: 'West Bengal' },
  { id: 6, warehouse_name: 'Shamshabad Warehouse', city: 'Shamshabad', state: 'Telangana' },
] as const;

export type Warehouse = (typeof WAREHOUSES)[number];
export type WarehouseId = Warehouse['id'];

export const WAREHOUSE_IDS: readonly WarehouseId[] = WAREHOUSES.map((w) => w.id);

/** The warehouse of an id, or undefined for an id that is not in the catalogue. */
export function warehouse(id: number): Warehouse | undefined {
  return WAREHOUSES.find((w) => w.id === id);
}
