import { catalogueSkus, type CatalogueSkuRow } from '@backoffice/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { UseCaseScope } from '../../../core/use-case';

/** A unit price and MRP, paise. */
export interface SkuPrices {
  price_paise: number;
  mrp_paise: number;
}

/**
 * Sets an item's price and MRP (what the picker, the availability check and placing an order
 * read), recording the change; nothing when they are already so. The row is locked by the caller.
 */
export async function setSkuPrices(
  scope: UseCaseScope,
  sku: CatalogueSkuRow,
  prices: SkuPrices,
  reason: string,
): Promise<void> {
  if (sku.price_paise === prices.price_paise && sku.mrp_paise === prices.mrp_paise) return;
  await scope.tx
    .update(catalogueSkus)
    .set({
      price_paise: prices.price_paise,
      mrp_paise: prices.mrp_paise,
      version: sql`${catalogueSkus.version} + 1`,
      updated_at: scope.now,
    })
    .where(eq(catalogueSkus.id, sku.id));
  await scope.record.change({
    entity: 'catalogue_sku',
    id: sku.sku,
    changes: {
      price_paise: { before: sku.price_paise, after: prices.price_paise },
      mrp_paise: { before: sku.mrp_paise, after: prices.mrp_paise },
    },
    reason,
  });
}
