import {
  MODIFICATION_PAYMENT_STATUSES,
  type ModificationPaymentStatus,
} from '@backoffice/domain/sales/place-order';
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
import { notNegative, nullOrOneOf, oneOf } from '../core/checks';
import { rowTimes, rowVersion } from '../core/columns';
import { carts } from '../orders/carts';
import { orders } from '../orders/orders';
import { paymentLinks } from './payment-links';
import { staff } from '../identity/staff';

/**
 * A change of a cart's item, size or quantity from the cart-edit screen (the spec's "addon",
 * 001 section 3 "Modification history item"): what the cart was and became, the balance and how
 * it is settled with the customer. Appended once per change; only the payment status moves on
 * (a payment link paid).
 */
export const cartModifications = pgTable(
  'cart_modifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    cart_id: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id),
    /** The shipment-block reason of the change: 1 Dimensions, 4 Quantity, 5 Price changes. */
    reason: smallint('reason').notNull(),
    before_item_sku: text('before_item_sku').notNull(),
    before_item_dimensions: text('before_item_dimensions').notNull(),
    before_item_quantity: integer('before_item_quantity').notNull(),
    before_price_paise: integer('before_price_paise').notNull(),
    item_sku: text('item_sku').notNull(),
    item_dimensions: text('item_dimensions').notNull(),
    item_quantity: integer('item_quantity').notNull(),
    price_paise: integer('price_paise').notNull(),
    /** New line value less the old one: negative when the customer pays less. */
    difference_paise: integer('difference_paise').notNull(),
    /** Extra charges added in the additional-payments widget. */
    charges_paise: integer('charges_paise').notNull().default(0),
    extra_or_refund: text('extra_or_refund').$type<'extra' | 'refund' | 'none'>().notNull(),
    /** The balance (difference and charges) without its sign. */
    amount_paise: integer('amount_paise').notNull(),
    payment_type: text('payment_type').$type<'COD' | 'ONLINE'>(),
    payment_via: text('payment_via'),
    payment_tracking_id: text('payment_tracking_id'),
    payment_link_id: bigint('payment_link_id', { mode: 'number' }).references(
      () => paymentLinks.id,
    ),
    payment_status: text('payment_status').$type<ModificationPaymentStatus>().notNull(),
    comments: text('comments').notNull(),
    modified_by_login_id: integer('modified_by_login_id').references(() => staff.login_id),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('cart_modifications_reason_check', oneOf(t.reason, [1, 4, 5])),
    check(
      'cart_modifications_extra_or_refund_check',
      oneOf(t.extra_or_refund, ['extra', 'refund', 'none']),
    ),
    check('cart_modifications_payment_type_check', nullOrOneOf(t.payment_type, ['COD', 'ONLINE'])),
    check(
      'cart_modifications_payment_status_check',
      oneOf(t.payment_status, MODIFICATION_PAYMENT_STATUSES),
    ),
    check('cart_modifications_amount_paise_check', notNegative(t.amount_paise)),
    check('cart_modifications_charges_paise_check', notNegative(t.charges_paise)),
    check('cart_modifications_quantities_check', sql`${t.item_quantity} > 0`),
    // A cart's modification history, newest first; a paid link finds its modification.
    index('cart_modifications_cart_id_idx').on(t.cart_id, t.created_at.desc()),
    index('cart_modifications_payment_link_id_idx').on(t.payment_link_id),
  ],
);

export type CartModificationRow = typeof cartModifications.$inferSelect;
export type NewCartModificationRow = typeof cartModifications.$inferInsert;
