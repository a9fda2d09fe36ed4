import { catalogueSkus, stockLevels, storageLocations, warehouses } from '@backoffice/db/schema';
import type { StockSheetRow } from '@backoffice/domain/uploads';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySheetRows, auditOf } from '../../../test/sheet-apply';
import { csvOf, upload } from '../../../test/sheet-uploads';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { stockSheetApplier } from './stock-sheet.applier';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SKU = 'MAT-ORTHO-72x36x6';

/** The stock of the demo item at a plant's storage location (null without a row). */
async function stockAt(plant: string, code: string): Promise<number | null> {
  const [row] = await t.db
    .select({ quantity: stockLevels.quantity })
    .from(stockLevels)
    .innerJoin(catalogueSkus, eq(catalogueSkus.id, stockLevels.sku_id))
    .innerJoin(storageLocations, eq(storageLocations.id, stockLevels.storage_location_id))
    .innerJoin(warehouses, eq(warehouses.id, storageLocations.warehouse_id))
    .where(
      and(
        eq(catalogueSkus.sku, SKU),
        eq(warehouses.plant_code, plant),
        eq(storageLocations.code, code),
      ),
    );
  return row?.quantity ?? null;
}

const row = (plant: string, storage_location: string, quantity: number): StockSheetRow => ({
  material: SKU,
  plant,
  storage_location,
  quantity,
});

describe('the stock sheet applier', () => {
  it('sets the stock of each row, audits before and after, and leaves a repeated row as once', async () => {
    const before = (await stockAt('GGN1', 'QH01')) ?? 0;
    const answers = await applySheetRows(t, stockSheetApplier, [
      row('GGN1', 'QH01', before + 7),
      row('GGN1', 'QH01', before + 7),
      row('SPR1', 'FG01', 0),
    ]);
    expect(answers).toEqual([
      { row: 2, ok: true },
      { row: 3, ok: true },
      { row: 4, ok: true },
    ]);
    expect(await stockAt('GGN1', 'QH01')).toBe(before + 7);
    expect(await stockAt('SPR1', 'FG01')).toBe(0);
    const audit = await auditOf(t, 'stock_level', [`${SKU}@GGN1/QH01`]);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_login_id: 10,
      actor_role: 'OPS',
      reason: 'Stock sheet',
      changes: { quantity: { before, after: before + 7 } },
    });
  });

  it('shows the new stock in the stock check the order page reads', async () => {
    await applySheetRows(t, stockSheetApplier, [row('DNK1', 'FG01', 33)]);
    const records = await t.ctx.integrations.erpStock.stockOf({
      material_number: SKU,
      plant_location: 'DNK1',
      storage_location: 'FG01',
    });
    expect(records).toMatchObject([{ unrestricted_quantity: 33 }]);
  });

  it('fails an unknown material, plant or storage location on its column and writes nothing for it', async () => {
    const answers = await applySheetRows(t, stockSheetApplier, [
      { ...row('BHW1', 'FG01', 5), material: 'NO-SUCH-SKU' },
      row('ZZZ9', 'FG01', 5),
      row('BHW1', 'XX01', 5),
      row('HSK1', 'RT01', 3),
    ]);
    expect(answers).toEqual([
      { row: 2, ok: false, column: 'Material', message: 'Material NO-SUCH-SKU does not exist' },
      { row: 3, ok: false, column: 'Plant', message: 'Plant ZZZ9 does not exist' },
      {
        row: 4,
        ok: false,
        column: 'Storage Location',
        message: 'Storage Location XX01 does not exist at plant BHW1',
      },
      { row: 5, ok: true },
    ]);
    expect(await auditOf(t, 'stock_level', ['NO-SUCH-SKU@BHW1/FG01', `${SKU}@BHW1/XX01`])).toEqual(
      [],
    );
    expect(await stockAt('HSK1', 'RT01')).toBe(3);
  });

  it('sets stock through /api/upload-stock/, answering the refused row with its column', async () => {
    const response = await upload(t, 10, '/api/upload-stock/', {
      name: 'stock.csv',
      bytes: csvOf([
        ['Material', 'Plant', 'Storage Location', 'Quantity'],
        [SKU, 'smss1', 'fg01', '5'],
        [SKU, 'SMS1', 'FG01', '12'],
      ]),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      upload: { sheet_type: 'stock', successes: 1, failures: 1 },
      results: [
        { row: 2, ok: false, message: 'Plant: Plant SMSS1 does not exist' },
        { row: 3, ok: true },
      ],
    });
    expect(await stockAt('SMS1', 'FG01')).toBe(12);
  });
});
