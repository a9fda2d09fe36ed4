import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { nullOrOneOf, tenDigitMobile } from '../core/checks';
import { rowTimes, rowVersion, timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { customers } from '../orders/customers';
import { orders } from '../orders/orders';
import { posAddresses } from './pos-addresses';
import { posOffers } from './pos-offers';
import { retailStores } from './stores';

/**
 * A POS (temp) order a store builds for a walk-in customer (002 sections 3 and 4): its lines are
 * pos_lines; coupon, bank offer, wallet and gift card choices; then the payment state. Once
 * payment_type is set the order is read-only; placing it makes a normal order (placed_order_id).
 * is_order_created false with a ptr_id means a payment is in progress.
 */
export const posOrders = pgTable(
  'pos_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_random_id: char('order_random_id', { length: 8 }).notNull().unique(),
    retail_store_id: text('retail_store_id')
      .notNull()
      .references(() => retailStores.retail_store_id),
    customer_id: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    /** The mobile the OTP verified (cx_login_mobile_number). */
    mobile_number: text('mobile_number').notNull(),
    created_by_login_id: integer('created_by_login_id')
      .notNull()
      .references(() => staff.login_id),
    /** The agent the sale is credited to ('Select Agent'), set at placing. */
    placed_by_login_id: integer('placed_by_login_id').references(() => staff.login_id),
    coupon_code: text('coupon_code'),
    offer_id: integer('offer_id').references(() => posOffers.id),
    offer_key: text('offer_key'),
    card_bin: char('card_bin', { length: 6 }),
    bank_offer_saving_paise: bigint('bank_offer_saving_paise', { mode: 'number' })
      .notNull()
      .default(0),
    shipping_address_id: bigint('shipping_address_id', { mode: 'number' }).references(
      () => posAddresses.id,
    ),
    wallet_a_paise: bigint('wallet_a_paise', { mode: 'number' }).notNull().default(0),
    wallet_b_paise: bigint('wallet_b_paise', { mode: 'number' }).notNull().default(0),
    /** The gift card's last 4 digits shown masked; never the number or PIN. */
    giftcard_masked: text('giftcard_masked'),
    giftcard_paise: bigint('giftcard_paise', { mode: 'number' }).notNull().default(0),
    payment_type: text('payment_type').$type<'COD' | 'ONLINE'>(),
    payment_via: text('payment_via'),
    allowed_payment_mode: smallint('allowed_payment_mode'),
    device_number: text('device_number'),
    neft_track_id: text('neft_track_id'),
    ptr_id: text('ptr_id'),
    is_order_created: boolean('is_order_created').notNull().default(false),
    is_order_cancelled: boolean('is_order_cancelled').notNull().default(false),
    placed_order_id: bigint('placed_order_id', { mode: 'number' }).references(() => orders.id),
    final_amount_paise: bigint('final_amount_paise', { mode: 'number' }),
    cash_received_paise: bigint('cash_received_paise', { mode: 'number' }),
    placed_at: timestamptz('placed_at'),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('pos_orders_order_random_id_check', sql`${t.order_random_id} ~ '^[A-Z0-9]{8}$'`),
    check('pos_orders_mobile_check', tenDigitMobile(t.mobile_number)),
    check('pos_orders_payment_type_check', nullOrOneOf(t.payment_type, ['COD', 'ONLINE'])),
    check(
      'pos_orders_money_check',
      sql`${t.wallet_a_paise} >= 0 and ${t.wallet_b_paise} >= 0 and ${t.giftcard_paise} >= 0 and ${t.bank_offer_saving_paise} >= 0`,
    ),
    check(
      'pos_orders_created_check',
      sql`not ${t.is_order_created} or ${t.placed_order_id} is not null`,
    ),
    index('pos_orders_store_created_idx').on(t.retail_store_id, t.created_at),
    index('pos_orders_mobile_idx').on(t.mobile_number, t.created_at),
    index('pos_orders_customer_idx').on(t.customer_id, t.created_at),
    index('pos_orders_ptr_idx').on(t.ptr_id),
    index('pos_orders_created_idx').on(t.created_at),
    index('pos_orders_placed_order_idx').on(t.placed_order_id),
  ],
);

export type PosOrderRow = typeof posOrders.$inferSelect;
