import { DISTRIBUTION_PAYMENT_MODES } from '@backoffice/domain/distribution';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOf } from '../core/checks';
import { timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { orders } from '../orders/orders';
import { distributors } from './distributors';

/** A line of a distributor order as placed: its price and request type (4 or 5). */
export interface DistributorOrderLine {
  item_sku: string;
  item_quantity: number;
  price_paise: number;
  dealer_cx_price_paise: number | null;
  request_type: 4 | 5;
}

/**
 * Which distributor an order on channel 5 was placed for, how it is paid (credit or COD) and the
 * lines at the prices placed. The order itself is the sales area's (orders, carts).
 */
export const distributorOrders = pgTable(
  'distributor_orders',
  {
    order_id: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    order_random_id: text('order_random_id').notNull().unique(),
    distributor_id: integer('distributor_id')
      .notNull()
      .references(() => distributors.id),
    payment_mode: text('payment_mode').notNull(),
    total_paise: bigint('total_paise', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<DistributorOrderLine[]>().notNull(),
    placed_by_login_id: integer('placed_by_login_id').references(() => staff.login_id),
    placed_at: timestamptz('placed_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'distributor_orders_payment_mode_check',
      oneOf(t.payment_mode, DISTRIBUTION_PAYMENT_MODES),
    ),
    check('distributor_orders_total_check', sql`${t.total_paise} >= 0`),
    index('distributor_orders_distributor_idx').on(t.distributor_id, t.placed_at),
  ],
);

export type DistributorOrderRow = typeof distributorOrders.$inferSelect;
