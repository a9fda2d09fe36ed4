import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../src/client';
import {
  catalogueSkus,
  stockLevels,
  storageLocations,
  warehouses,
} from '../../../src/schema/index';
import type { DemoStorageCode } from './demo-warehouses';
import type { ModelLine, ProductLine, SizeLine } from './line-types';
import { seedCatalogueLines } from './seed-catalogue';

/** What a test may set of a one-item product; everything else has a plain default. */
export interface CatalogueItemOverrides {
  product_name?: string;
  model?: Partial<Pick<ModelLine, 'name' | 'min_quantity' | 'properties' | 'parts'>>;
  /** The sizes of the model (default one mattress size at ₹10,000, MRP ₹15,000). */
  sizes?: SizeLine[];
  /** Finished goods by plant code, e.g. { BHW1: 12000 }. */
  stock?: Partial<Record<string, number>>;
}

/** The codes and ids of a seeded item, to call the catalogue with. */
export interface SeededCatalogueItem {
  product: string;
  model_id: number;
  /** Every SKU of the model, in size and choice order; `sku` is the first. */
  skus: string[];
  sku: string;
  sku_id: number;
}

const DEFAULT_SIZE: SizeLine = {
  length: 72,
  breadth: 36,
  height: 6,
  code: '72x36x6',
  price: 10_000,
  mrp: 15_000,
};

/**
 * Test factory: a new product with one model, its items (every size and choice) and stock of
 * the first item in the demo warehouses' finished goods. Codes are random, so tests do not
 * meet each other's products.
 */
export async function seedCatalogueItem(
  db: Database,
  over: CatalogueItemOverrides = {},
): Promise<SeededCatalogueItem> {
  const code = `T${randomBytes(4).toString('hex').toUpperCase()}`;
  const line: ProductLine = {
    sku_code: code,
    name: over.product_name ?? `Test product ${code}`,
    models: [
      {
        code: 'MODEL',
        name: over.model?.name ?? 'Test Model',
        sizes: over.sizes ?? [DEFAULT_SIZE],
        ...over.model,
      },
    ],
  };
  const ids = await seedCatalogueLines(db, [line]);
  const [first] = ids;
  if (!first) throw new Error('seedCatalogueItem: no item planned');
  const [sku, sku_id] = first;
  if (over.stock) await setStock(db, sku_id, over.stock);
  const [row] = await db
    .select({ model_id: catalogueSkus.model_id })
    .from(catalogueSkus)
    .where(eq(catalogueSkus.id, sku_id));
  if (!row) throw new Error(`seedCatalogueItem: ${sku} not written`);
  return { product: code, model_id: row.model_id, skus: [...ids.keys()], sku, sku_id };
}

/** Test factory: sets an item's stock in one storage location (FG01 by default) per plant. */
export async function setStock(
  db: Database,
  skuId: number,
  byPlant: Partial<Record<string, number>>,
  storage: DemoStorageCode = 'FG01',
): Promise<void> {
  const plants = Object.keys(byPlant);
  const locations = await db
    .select({ id: storageLocations.id, plant_code: warehouses.plant_code })
    .from(storageLocations)
    .innerJoin(warehouses, eq(warehouses.id, storageLocations.warehouse_id))
    .where(and(inArray(warehouses.plant_code, plants), eq(storageLocations.code, storage)));
  if (locations.length !== plants.length) {
    throw new Error(`setStock: unknown plant among ${plants.join(', ')} (is the demo seeded?)`);
  }
  for (const location of locations) {
    const quantity = byPlant[location.plant_code] ?? 0;
    await db
      .insert(stockLevels)
      .values({ sku_id: skuId, storage_location_id: location.id, quantity })
      .onConflictDoUpdate({
        target: [stockLevels.sku_id, stockLevels.storage_location_id],
        set: { quantity },
      });
  }
}
