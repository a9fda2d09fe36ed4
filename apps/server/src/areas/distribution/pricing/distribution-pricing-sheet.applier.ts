import { catalogueSkus, distributorPrices } from '@backoffice/db/schema';
import {
  DISTRIBUTION_PRICING_MESSAGES as P,
  DISTRIBUTION_PRICING_SHEET,
  type DistributionPricingSheetRow,
} from '@backoffice/domain/uploads';
import { inArray, sql } from 'drizzle-orm';
import { applyEachRow, type SheetApplier } from '../../../core/sheets/index';

/** A SKU's two prices, paise. */
interface Prices {
  price_paise: number;
  dealer_cx_price_paise: number;
}

/**
 * Distribution pricing (sheet type `distribution-pricing`, /import-distribution-pricing): sets
 * each row's SKU's distributor price and dealer customer price (an upsert, so a row applied
 * twice leaves it as once), audited with the prices before and after. The batch's SKUs and
 * prices are read in two queries; a SKU the catalogue does not have is refused on its row.
 */
export const distributionPricingApplier: SheetApplier<DistributionPricingSheetRow> = {
  type: DISTRIBUTION_PRICING_SHEET,
  applyBatch: async (_ctx, scope, rows) => {
    const { tx, now, caller, record } = scope;
    const skus = [...new Set(rows.map((r) => r.value.item_sku))];
    const known = new Set(
      (
        await tx
          .select({ sku: catalogueSkus.sku })
          .from(catalogueSkus)
          .where(inArray(catalogueSkus.sku, skus))
      ).map((r) => r.sku),
    );
    // The prices each SKU had, kept as rows apply so a SKU twice in a batch is audited right.
    const previous = new Map<string, Prices>(
      (
        await tx
          .select({
            sku: distributorPrices.item_sku,
            price_paise: distributorPrices.price_paise,
            dealer_cx_price_paise: distributorPrices.dealer_cx_price_paise,
          })
          .from(distributorPrices)
          .where(inArray(distributorPrices.item_sku, skus))
      ).map(({ sku, ...prices }) => [sku, prices]),
    );
    return applyEachRow(rows, async (row) => {
      if (!known.has(row.item_sku)) return { column: 'SKU', message: P.unknownSku(row.item_sku) };
      const values = {
        price_paise: row.distributor_price,
        dealer_cx_price_paise: row.dealer_cx_price,
      };
      await tx
        .insert(distributorPrices)
        .values({
          item_sku: row.item_sku,
          ...values,
          updated_by_login_id: caller.login_id,
          created_at: now,
          updated_at: now,
        })
        .onConflictDoUpdate({
          target: distributorPrices.item_sku,
          set: {
            ...values,
            updated_by_login_id: caller.login_id,
            version: sql`${distributorPrices.version} + 1`,
            updated_at: now,
          },
        });
      const was = previous.get(row.item_sku);
      await record.change({
        entity: 'distributor_price',
        id: row.item_sku,
        changes: {
          price_paise: { before: was?.price_paise ?? null, after: values.price_paise },
          dealer_cx_price_paise: {
            before: was?.dealer_cx_price_paise ?? null,
            after: values.dealer_cx_price_paise,
          },
        },
        reason: 'Distribution pricing sheet',
      });
      previous.set(row.item_sku, values);
      return null;
    });
  },
};
