import type { Database } from '@backoffice/db';
import { catalogueSkus, stockLevels, storageLocations, warehouses } from '@backoffice/db/schema';
import {
  OPERATIONS_SHEET_MESSAGES as O,
  STOCK_SHEET,
  type StockSheetRow,
} from '@backoffice/domain/uploads';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppliedRow, SheetApplier } from '../../../core/sheets/index';
import type { Change, UseCaseScope } from '../../../core/use-case';

/** The ids of the sheet's materials, by SKU. */
async function skuIdsOf(db: Database, rows: readonly StockSheetRow[]) {
  const skus = [...new Set(rows.map((r) => r.material))];
  const found = await db
    .select({ id: catalogueSkus.id, sku: catalogueSkus.sku })
    .from(catalogueSkus)
    .where(inArray(catalogueSkus.sku, skus));
  return new Map(found.map((s) => [s.sku, s.id]));
}

/** The storage locations of the sheet's plants, by plant code, then by location code. */
async function locationsOf(db: Database, rows: readonly StockSheetRow[]) {
  const plants = [...new Set(rows.map((r) => r.plant))];
  const found = await db
    .select({ plant: warehouses.plant_code, code: storageLocations.code, id: storageLocations.id })
    .from(warehouses)
    .leftJoin(storageLocations, eq(storageLocations.warehouse_id, warehouses.id))
    .where(inArray(warehouses.plant_code, plants));
  const byPlant = new Map<string, Map<string, number>>();
  for (const { plant, code, id } of found) {
    const codes = byPlant.get(plant) ?? new Map<string, number>();
    if (code !== null && id !== null) codes.set(code, id);
    byPlant.set(plant, codes);
  }
  return byPlant;
}

/** Where a count is kept: an item at a storage location. */
interface StockPlace {
  skuId: number;
  locationId: number;
}

const placeKey = ({ skuId, locationId }: StockPlace) => `${skuId}@${locationId}`;

/** The stock of the batch's places that have a row, locked, by place. */
async function lockedStock(tx: Database, places: readonly StockPlace[]) {
  const quantities = new Map<string, number>();
  if (places.length === 0) return quantities;
  const found = await tx
    .select({
      skuId: stockLevels.sku_id,
      locationId: stockLevels.storage_location_id,
      quantity: stockLevels.quantity,
    })
    .from(stockLevels)
    .where(
      sql`(${stockLevels.sku_id}, ${stockLevels.storage_location_id}) in (${sql.join(
        places.map((p) => sql`(${p.skuId}::integer, ${p.locationId}::integer)`),
        sql`, `,
      )})`,
    )
    .for('update');
  for (const row of found) quantities.set(placeKey(row), row.quantity);
  return quantities;
}

/** A row to set, with where its count is kept. */
interface StockToSet {
  value: StockSheetRow;
  place: StockPlace;
}

/**
 * Sets each item's stock at its storage location, the rows in turn (a later row of the same
 * place sees the earlier one's count): one read, one upsert of the last count of each place,
 * and one audit insert with every row's before and after.
 */
async function setStock({ tx, record, now }: UseCaseScope, rows: readonly StockToSet[]) {
  const places = new Map(rows.map((r) => [placeKey(r.place), r.place]));
  const current = await lockedStock(tx, [...places.values()]);
  // The last count of each place, with how many rows wrote it: its version moves once a write.
  const written = new Map<
    string,
    { sku_id: number; storage_location_id: number; quantity: number; version: number }
  >();
  const audit: Change[] = [];
  for (const { value, place } of rows) {
    const key = placeKey(place);
    const known = current.get(key);
    const before = known ?? 0;
    // Setting, not adding: the same count sent again changes nothing and records nothing.
    if (known !== undefined && before === value.quantity) continue;
    current.set(key, value.quantity);
    written.set(key, {
      sku_id: place.skuId,
      storage_location_id: place.locationId,
      quantity: value.quantity,
      version: (written.get(key)?.version ?? 0) + 1,
    });
    audit.push({
      entity: 'stock_level',
      id: `${value.material}@${value.plant}/${value.storage_location}`,
      changes: { quantity: { before, after: value.quantity } },
      reason: 'Stock sheet',
    });
  }
  if (written.size > 0) {
    await tx
      .insert(stockLevels)
      .values([...written.values()])
      .onConflictDoUpdate({
        target: [stockLevels.sku_id, stockLevels.storage_location_id],
        set: {
          quantity: sql`excluded.quantity`,
          version: sql`${stockLevels.version} + excluded.version`,
          updated_at: now,
        },
      });
  }
  await record.changes(audit);
}

/**
 * The stock sheet (sheet type `stock`): each row sets the stock of a catalogue item at a plant's
 * storage location, which the stock check and availability read. An unknown material, plant or
 * storage location fails its row on that column.
 */
export const stockSheetApplier: SheetApplier<StockSheetRow> = {
  type: STOCK_SHEET,
  async applyBatch(_ctx, scope, rows) {
    const values = rows.map((r) => r.value);
    const skuIds = await skuIdsOf(scope.tx, values);
    const plants = await locationsOf(scope.tx, values);
    const answers: AppliedRow[] = [];
    const toSet: StockToSet[] = [];
    for (const { row, value } of rows) {
      const skuId = skuIds.get(value.material);
      const locations = plants.get(value.plant);
      const locationId = locations?.get(value.storage_location);
      if (skuId === undefined) {
        answers.push({
          row,
          ok: false,
          column: 'Material',
          message: O.materialNotFound(value.material),
        });
      } else if (!locations) {
        answers.push({ row, ok: false, column: 'Plant', message: O.plantNotFound(value.plant) });
      } else if (locationId === undefined) {
        const message = O.storageLocationNotFound(value.storage_location, value.plant);
        answers.push({ row, ok: false, column: 'Storage Location', message });
      } else {
        toSet.push({ value, place: { skuId, locationId } });
        answers.push({ row, ok: true });
      }
    }
    await setStock(scope, toSet);
    return answers;
  },
};
