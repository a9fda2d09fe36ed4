import { formatDimensions, isSellablePrice } from '@backoffice/domain/sales/catalogue';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/client';
import { catalogueSkus, stockLevels } from '../../../src/schema/index';
import { DEMO_PRODUCTS } from '../../orders/products';
import { createTestDatabase } from '../../test-database';
import { planModelSkus, type PlannedSku } from './catalogue-plan';
import { DEMO_CATALOGUE, seedDemoCatalogue } from './demo-catalogue';
import { seedCatalogueItem, setStock } from './factories';
import { BEDS } from './furniture-lines';

const planned: PlannedSku[] = DEMO_CATALOGUE.flatMap((line) =>
  line.models.flatMap((model) => planModelSkus(line, model)),
);

describe('the demo catalogue as planned', () => {
  it('names each item once, priced to sell', () => {
    expect(new Set(planned.map((p) => p.sku)).size).toBe(planned.length);
    for (const p of planned) {
      expect(isSellablePrice({ price: p.price_paise, mrp: p.mrp_paise }), p.sku).toBe(true);
    }
    expect(planned.length).toBeGreaterThan(200);
  });

  it('holds every item the demo orders sell, in the size their carts show', () => {
    for (const product of DEMO_PRODUCTS) {
      const item = planned.find((p) => p.sku === product.sku);
      expect(item, product.sku).toBeDefined();
      expect(item && formatDimensions(item.size)).toBe(product.dimensions);
    }
  });

  it('builds bed SKUs from size and finish, an optional box adding its own', () => {
    const sheesham = BEDS.models[0];
    if (!sheesham) throw new Error('no model');
    const skus = planModelSkus(BEDS, sheesham);
    expect(skus.map((s) => s.sku).slice(0, 4)).toEqual([
      'BED-SHEE-QN-WAL',
      'BED-SHEE-QN-WAL-BOX',
      'BED-SHEE-QN-TEA',
      'BED-SHEE-QN-TEA-BOX',
    ]);
    expect(skus.find((s) => s.sku === 'BED-SHEE-KG-TEA-BOX')).toMatchObject({
      full_name: 'Sheesham Wood Bed (King, Teak, Box Storage)',
      choices: { finish: 'TEA', storage: 'BOX' },
      price_paise: (36_999 + 2_000 + 4_000) * 100,
      mrp_paise: (55_999 + 2_000 + 4_000) * 100,
    });
  });
});

describe('seeding the catalogue', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ demo: false });
    await seedDemoCatalogue(handle.db);
  });
  afterAll(() => handle.close());

  it('writes every planned item and stock for most of them', async () => {
    const [skus] = await handle.db.select({ n: count() }).from(catalogueSkus);
    expect(skus?.n).toBe(planned.length);
    const [stocked] = await handle.db.select({ n: count() }).from(stockLevels);
    expect(stocked?.n).toBeGreaterThan(planned.length);
  });

  it('keeps the demo orders’ names and prices', async () => {
    const [bed] = await handle.db
      .select()
      .from(catalogueSkus)
      .where(eq(catalogueSkus.sku, 'BED-METL-SG-BLK'));
    expect(bed).toMatchObject({ full_name: 'Metal Single Bed (Black)', price_paise: 999_900 });
  });

  it('seeds a test item with its stock through the factory', async () => {
    const item = await seedCatalogueItem(handle.db, { stock: { BHW1: 12_000, HSK1: 3 } });
    expect(item.sku).toBe(`${item.product}-MODEL-72x36x6`);
    await setStock(handle.db, item.sku_id, { HSK1: 0 });
    const rows = await handle.db
      .select({ quantity: stockLevels.quantity })
      .from(stockLevels)
      .where(eq(stockLevels.sku_id, item.sku_id));
    expect(rows.map((r) => r.quantity).sort((a, b) => a - b)).toEqual([0, 12_000]);
  });
});
