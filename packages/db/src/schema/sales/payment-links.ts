import { PAYMENT_LINK_STATUSES, PAYMENT_LINK_TYPE_VALUES } from '@backoffice/domain/sales/payments';
import type { PaymentLinkStatus, PaymentLinkType } from '@backoffice/domain/sales/payments';
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
} from 'drizzle-orm/pg-core';
import { oneOf } from '../core/checks';
import { rowTimes, rowVersion, timestamptz } from '../core/columns';
import { orders } from '../orders/orders';
import { staff } from '../identity/staff';

/**
 * Payment links sent to customers (types RNR, new, cto, other), each a link of the payments
 * provider (`transaction_id`), valid 24 hours. What a link pays for carts is in
 * cod_to_online_carts (RNR and cto); the money received is in order_payments.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    link_type: text('link_type').$type<PaymentLinkType>().notNull(),
    /** The payment method the link collects through (2 card provider, 3 bank). */
    method_id: smallint('method_id').notNull(),
    amount_paise: integer('amount_paise').notNull(),
    status: text('status').$type<PaymentLinkStatus>().notNull().default('pending'),
    /** The provider's id of the link: the transaction id staff see. */
    transaction_id: text('transaction_id').notNull().unique(),
    url: text('url').notNull(),
    /** The mobile number the link was sent to. */
    sent_to: text('sent_to').notNull(),
    /** The carts the link pays for (RNR, cto); empty for a whole-order link. */
    cart_ids: bigint('cart_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    created_by_login_id: integer('created_by_login_id').references(() => staff.login_id),
    expires_at: timestamptz('expires_at').notNull(),
    paid_at: timestamptz('paid_at'),
    cancel_reason: text('cancel_reason'),
    cancelled_by_login_id: integer('cancelled_by_login_id').references(() => staff.login_id),
    resent_count: integer('resent_count').notNull().default(0),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('payment_links_link_type_check', oneOf(t.link_type, PAYMENT_LINK_TYPE_VALUES)),
    check('payment_links_status_check', oneOf(t.status, PAYMENT_LINK_STATUSES)),
    check('payment_links_method_id_check', oneOf(t.method_id, [2, 3])),
    check('payment_links_amount_paise_check', sql`${t.amount_paise} > 0`),
    index('payment_links_order_id_idx').on(t.order_id, t.created_at),
  ],
);

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
export type NewPaymentLinkRow = typeof paymentLinks.$inferInsert;
