import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOf } from '../core/checks';
import { rowTimes, timestamptz } from '../core/columns';
import { catalogueSkus } from './catalogue-skus';

/** Where a price change is: waiting for its start, in force, or over and its prices restored. */
export const PRICE_CHANGE_STATUSES = ['scheduled', 'applied', 'reverted'] as const;
export type PriceChangeStatus = (typeof PRICE_CHANGE_STATUSES)[number];

/**
 * A catalogue price change of the price automation sheet that is not over yet: one starting
 * later (scheduled), or one in force with an end, holding the prices it replaced so that
 * Automate Sale Changes can restore them.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sku_id: integer('sku_id')
      .notNull()
      .references(() => catalogueSkus.id),
    /** The new unit price and MRP, paise. */
    price_paise: integer('price_paise').notNull(),
    mrp_paise: integer('mrp_paise').notNull(),
    starts_at: timestamptz('starts_at').notNull(),
    /** Null: the change stays until another one. */
    ends_at: timestamptz('ends_at'),
    status: text('status').$type<PriceChangeStatus>().notNull(),
    /** The prices it replaced, set when it is applied. */
    previous_price_paise: integer('previous_price_paise'),
    previous_mrp_paise: integer('previous_mrp_paise'),
    applied_at: timestamptz('applied_at'),
    reverted_at: timestamptz('reverted_at'),
    requested_by_login_id: integer('requested_by_login_id'),
    ...rowTimes(),
  },
  (t) => [
    check('price_changes_status_check', oneOf(t.status, PRICE_CHANGE_STATUSES)),
    check(
      'price_changes_price_check',
      sql`${t.price_paise} > 0 and ${t.mrp_paise} >= ${t.price_paise}`,
    ),
    check('price_changes_period_check', sql`${t.ends_at} is null or ${t.ends_at} > ${t.starts_at}`),
    check(
      'price_changes_previous_check',
      sql`${t.status} = 'scheduled' or (${t.previous_price_paise} is not null and ${t.previous_mrp_paise} is not null)`,
    ),
    // Automate Sale Changes reads what came due: scheduled by start, applied by end.
    index('price_changes_due_idx').on(t.status, t.starts_at),
    index('price_changes_sku_idx').on(t.sku_id),
  ],
);

export type PriceChangeRow = typeof priceChanges.$inferSelect;
