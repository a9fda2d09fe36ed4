import { SALES_CHANNELS } from '@backoffice/domain/core/channels';
import {
  AFFILIATE_ORDER_ID_MAX_LENGTH,
  ORDER_KINDS,
  PAYMENT_METHODS,
} from '@backoffice/domain/orders';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  index,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../core/checks';
import { rowTimes, rowVersion, timestamptz } from '../core/columns';
import { customers } from './customers';

export const PAYMENT_TYPES = ['COD', 'ONLINE'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** An order: who bought, through which channel, how they pay. Its items are carts. */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The id staff and customers know (8 upper-case letters or digits; /ORDER<id>). */
    order_random_id: char('order_random_id', { length: 8 }).notNull().unique(),
    affiliate_id: smallint('affiliate_id').notNull(),
    order_kind: smallint('order_kind').notNull().default(0),
    customer_id: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    payment_type: text('payment_type').$type<PaymentType>().notNull(),
    payment_method_id: smallint('payment_method_id').notNull(),
    coupon_code: text('coupon_code'),
    /** The partner's own order id of an order imported from a marketplace sheet; null otherwise. */
    affiliate_order_id: text('affiliate_order_id'),
    is_billing_address_same: boolean('is_billing_address_same').notNull().default(true),
    /** First confirmation; Hold with a confirmed time may not go back to New Order. */
    confirmed_at: timestamptz('confirmed_at'),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('orders_order_random_id_check', sql`${t.order_random_id} ~ '^[A-Z0-9]{8}$'`),
    check(
      'orders_affiliate_id_check',
      oneOf(
        t.affiliate_id,
        SALES_CHANNELS.map((c) => c.id),
      ),
    ),
    check(
      'orders_order_kind_check',
      oneOf(
        t.order_kind,
        ORDER_KINDS.map((k) => k.id),
      ),
    ),
    check('orders_payment_type_check', oneOf(t.payment_type, PAYMENT_TYPES)),
    check(
      'orders_affiliate_order_id_check',
      sql`char_length(${t.affiliate_order_id}) between 1 and ${sql.raw(String(AFFILIATE_ORDER_ID_MAX_LENGTH))}`,
    ),
    // A partner's order is imported once: the import finds it here and refuses it again.
    uniqueIndex('orders_affiliate_order_key').on(t.affiliate_id, t.affiliate_order_id),
    check(
      'orders_payment_method_id_check',
      oneOf(
        t.payment_method_id,
        PAYMENT_METHODS.map((m) => m.id),
      ),
    ),
    // A customer's orders newest first; the id in the key lets search read the matched order ids
    // from the index alone (an index-only scan).
    index('orders_customer_id_idx').on(
      t.customer_id,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
