import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { rowTimes, rowVersion } from '../core/columns';
import { staff } from '../identity/staff';
import { catalogueSkus } from '../sales/catalogue-skus';

/**
 * The distributor price list (docs/distribution.md): one price per SKU (a SKU is one size of a
 * model) for every distributor, and the dealer customer price (dealer_cx_price) the dealer is
 * advised to sell at. Set by the distribution pricing sheet.
 */
export const distributorPrices = pgTable(
  'distributor_prices',
  {
    item_sku: text('item_sku')
      .primaryKey()
      .references(() => catalogueSkus.sku),
    price_paise: bigint('price_paise', { mode: 'number' }).notNull(),
    dealer_cx_price_paise: bigint('dealer_cx_price_paise', { mode: 'number' }).notNull(),
    updated_by_login_id: integer('updated_by_login_id').references(() => staff.login_id),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('distributor_prices_price_check', sql`${t.price_paise} > 0`),
    check(
      'distributor_prices_dealer_cx_price_check',
      sql`${t.dealer_cx_price_paise} >= ${t.price_paise}`,
    ),
    index('distributor_prices_updated_idx').on(t.updated_at),
  ],
);

export type DistributorPriceDbRow = typeof distributorPrices.$inferSelect;
