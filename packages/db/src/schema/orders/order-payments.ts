import { PAYMENT_METHODS } from '@backoffice/domain/orders';
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
import { notNegative, oneOf } from '../core/checks';
import { timestamptz } from '../core/columns';
import { orders } from './orders';
import { paymentLinks } from '../sales/payment-links';
import { staff } from '../identity/staff';

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Payments received (or awaited) for an order: appended, never edited into a balance. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    method_id: smallint('method_id').notNull(),
    amount_paise: integer('amount_paise').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** The provider's tracking id or the bank reference. */
    reference: text('reference'),
    /** The payment link it came through, if any. */
    payment_link_id: bigint('payment_link_id', { mode: 'number' }).references(
      () => paymentLinks.id,
    ),
    /** The member of staff who recorded it; null when the provider or the system did. */
    recorded_by_login_id: integer('recorded_by_login_id').references(() => staff.login_id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'order_payments_method_id_check',
      oneOf(
        t.method_id,
        PAYMENT_METHODS.map((m) => m.id),
      ),
    ),
    check('order_payments_amount_paise_check', notNegative(t.amount_paise)),
    check('order_payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
    index('order_payments_order_id_idx').on(t.order_id),
    index('order_payments_payment_link_id_idx').on(t.payment_link_id),
  ],
);

export type OrderPaymentRow = typeof orderPayments.$inferSelect;
export type NewOrderPaymentRow = typeof orderPayments.$inferInsert;
