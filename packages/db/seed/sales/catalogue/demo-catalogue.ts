import { formatDimensions } from '@backoffice/domain/sales/catalogue';
import type { Database } from '../../../src/client';
import { DEMO_PRODUCTS } from '../../orders/products';
import type { PlannedSku } from './catalogue-plan';
import { seedDemoStock } from './demo-stock';
import { seedDemoWarehouses } from './demo-warehouses';
import { BEDS, CHAIRS, SOFAS, TABLES, WARDROBES } from './furniture-lines';
import type { ProductLine } from './line-types';
import { ACCESSORIES, MATTRESSES, PILLOWS } from './mattress-lines';
import { seedCatalogueLines } from './seed-catalogue';

/** The demo catalogue, in the picker's order. */
export const DEMO_CATALOGUE: readonly ProductLine[] = [
  MATTRESSES,
  BEDS,
  SOFAS,
  PILLOWS,
  WARDROBES,
  TABLES,
  CHAIRS,
  ACCESSORIES,
];

const ORDERED = new Map(DEMO_PRODUCTS.map((p) => [p.sku, p]));

/**
 * An item the demo orders sell keeps the name and price their carts show, so a cart's item is
 * the catalogue's (its size must agree, or the seed stops).
 */
function asOrdered(planned: PlannedSku): PlannedSku {
  const ordered = ORDERED.get(planned.sku);
  if (!ordered) return planned;
  const size = formatDimensions(planned.size);
  if (size !== ordered.dimensions) {
    throw new Error(`${planned.sku}: catalogue size ${size}, orders say ${ordered.dimensions}`);
  }
  return {
    ...planned,
    full_name: ordered.name,
    price_paise: ordered.price_paise,
    mrp_paise: ordered.mrp_paise,
  };
}

/** The demo catalogue, its warehouses and their stock. Run it inside the demo seed's transaction. */
export async function seedDemoCatalogue(tx: Database): Promise<void> {
  const skuIds = await seedCatalogueLines(tx, DEMO_CATALOGUE, asOrdered);
  const locations = await seedDemoWarehouses(tx);
  await seedDemoStock(tx, skuIds, locations);
}
