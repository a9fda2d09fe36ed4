import {
  REFUND_AUTOMATION_STATUS_CODES,
  REFUND_CATEGORIES,
  REFUND_STATUSES,
  type RefundAutomationStatus,
} from '@backoffice/domain/refunds';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../core/checks';
import { rowTimes, rowVersion } from '../core/columns';
import { staff } from '../identity/staff';
import { carts } from '../orders/carts';
import { orders } from '../orders/orders';

/**
 * A refund of a cart (001 "Refund categories", "Refund statuses"): its category (1 to 8), the
 * platform ({product} or affiliate), its status (1 Refund Initiated when raised) and amount. The
 * returns area raises them (request-refund, rts/refund/); the refunds screens list and work them.
 * A retried raise is answered from core's idempotency keys, so the row carries no key of its own.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    cart_id: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id),
    category_id: smallint('category_id').notNull(),
    platform: text('platform').$type<'product' | 'affiliate'>().notNull(),
    status: smallint('status').notNull(),
    amount_paise: integer('amount_paise').notNull(),
    /** Where the refund automation has got to (001 section 3); NOT_INITIATED when raised. */
    automation_status: text('automation_status')
      .$type<RefundAutomationStatus>()
      .notNull()
      .default('NOT_INITIATED'),
    comments: text('comments'),
    raised_by_login_id: integer('raised_by_login_id').references(() => staff.login_id),
    /**
     * What raised the refund when one thing may raise it only once (docs/refunds.md "Initiating
     * refunds"): `cancelled-cart:<cart id>`, `cart-change:<modification id>`,
     * `sale-benefit:<cart id>`; null for refunds a person raises as often as the money allows.
     */
    source_key: text('source_key'),
    ...rowTimes(),
    version: rowVersion(),
  },
  (t) => [
    index('refunds_list_idx').on(t.category_id, t.platform, t.status, t.created_at),
    index('refunds_cart_id_idx').on(t.cart_id),
    index('refunds_order_id_idx').on(t.order_id),
    uniqueIndex('refunds_source_key_idx').on(t.source_key),
    check(
      'refunds_category_id_check',
      oneOf(
        t.category_id,
        REFUND_CATEGORIES.map((c) => c.id),
      ),
    ),
    check(
      'refunds_status_check',
      oneOf(
        t.status,
        REFUND_STATUSES.map((s) => s.id),
      ),
    ),
    check(
      'refunds_automation_status_check',
      oneOf(t.automation_status, REFUND_AUTOMATION_STATUS_CODES),
    ),
    check('refunds_platform_check', oneOf(t.platform, ['product', 'affiliate'])),
    check('refunds_amount_paise_check', sql`${t.amount_paise} > 0`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefundRow = typeof refunds.$inferInsert;
