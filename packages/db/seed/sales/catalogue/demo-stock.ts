import type { Database } from '../../../src/client';
import { stockLevels } from '../../../src/schema/index';
import { createRng, type Rng } from '../../orders/prng';
import type { DemoLocation } from './demo-warehouses';

/** The seed of the demo stock: the same stock on every machine. */
const STOCK_SEED = 7_310;

/** Items the demo holds in known amounts, for demos and tests of the stock rules. */
export const DEMO_STOCK_FIXED = {
  /** Quick-commerce pillows: more than the 10000 one line may order. */
  'PIL-MEMF-STD': { BHW1: 9_000, HSK1: 4_500 },
  /** Sold out everywhere. */
  'SOF-LSHP-6S-BRN': {},
} as const satisfies Record<string, Partial<Record<string, number>>>;

/** Finished goods of one item in one warehouse: often none, mattresses in larger numbers. */
function finishedGoods(rng: Rng, sku: string): number {
  if (rng.chance(0.3)) return 0;
  return sku.startsWith('MAT-') || sku.startsWith('PIL-') ? rng.int(5, 120) : rng.int(1, 25);
}

/**
 * Stock of every item in every warehouse: finished goods most of the time, a few returns and
 * pieces on quality hold now and then. Rows with nothing are not written.
 */
export async function seedDemoStock(
  db: Database,
  skuIds: ReadonlyMap<string, number>,
  locations: readonly DemoLocation[],
): Promise<void> {
  const rng = createRng(STOCK_SEED);
  const rows: { sku_id: number; storage_location_id: number; quantity: number }[] = [];
  for (const [sku, sku_id] of skuIds) {
    const fixed: Partial<Record<string, number>> | undefined =
      DEMO_STOCK_FIXED[sku as keyof typeof DEMO_STOCK_FIXED];
    for (const location of locations) {
      let quantity: number;
      if (fixed) quantity = location.code === 'FG01' ? (fixed[location.plant_code] ?? 0) : 0;
      else if (location.code === 'FG01') quantity = finishedGoods(rng, sku);
      else if (location.code === 'RT01') quantity = rng.chance(0.1) ? rng.int(1, 4) : 0;
      else quantity = rng.chance(0.05) ? rng.int(1, 3) : 0;
      if (quantity > 0) rows.push({ sku_id, storage_location_id: location.id, quantity });
    }
  }
  for (let i = 0; i < rows.length; i += 1_000) {
    await db.insert(stockLevels).values(rows.slice(i, i + 1_000));
  }
}
