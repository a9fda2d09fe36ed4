import { SALES_CHANNELS } from '@backoffice/domain/core/channels';
import { SHIPMENT_BLOCK_REASONS, STATUS, STATUS_IDS } from '@backoffice/domain/orders';
import type { StatusId } from '@backoffice/domain/orders';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { notNegative, nullOrOneOf, oneOf } from '../core/checks';
import { rowTimes, rowVersion, timestamptz } from '../core/columns';
import { orders } from './orders';
import { staff } from '../identity/staff';

/**
 * The items of an order (`cart_pid` is the id). The status lives here: the teams work carts,
 * and a work list is a list of carts (docs/orders.md).
 */
export const carts = pgTable(
  'carts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    /** The order's channel, copied here so that lists filter carts without a join. */
    affiliate_id: smallint('affiliate_id').notNull(),
    item_sku: text('item_sku').notNull(),
    item_name: text('item_name').notNull(),
    item_dimensions: text('item_dimensions').notNull().default(''),
    item_quantity: integer('item_quantity').notNull(),
    /** Unit price, paise. */
    price_paise: integer('price_paise').notNull(),
    /** Unit MRP, paise: never below the price. */
    mrp_paise: integer('mrp_paise').notNull(),
    /** The line's whole discount, paise. */
    discount_paise: integer('discount_paise').notNull().default(0),
    /** The line's delivery charges, paise: the pincode's delivery price and any ODA charge. */
    delivery_charges_paise: integer('delivery_charges_paise').notNull().default(0),
    /** The ODA (out of delivery area) part of `delivery_charges_paise`, paise. */
    oda_charges_paise: integer('oda_charges_paise').notNull().default(0),
    docket_quantity: integer('docket_quantity').notNull().default(STATUS.NEW_ORDER),
    is_locked: boolean('is_locked').notNull().default(false),
    shipment_not_possible: boolean('shipment_not_possible').notNull().default(false),
    shipment_stop_reason: smallint('shipment_stop_reason'),
    orm_order_status: smallint('orm_order_status')
      .$type<StatusId>()
      .notNull()
      .default(STATUS.NEW_ORDER),
    status_changed_at: timestamptz('status_changed_at').notNull().defaultNow(),
    promised_date: date('promised_date', { mode: 'string' }),
    delivered_at: timestamptz('delivered_at'),
    is_urgent: boolean('is_urgent').notNull().default(false),
    /** The agent who works the cart; null while unassigned. */
    assigned_login_id: integer('assigned_login_id').references(() => staff.login_id),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check(
      'carts_affiliate_id_check',
      oneOf(
        t.affiliate_id,
        SALES_CHANNELS.map((c) => c.id),
      ),
    ),
    check('carts_orm_order_status_check', oneOf(t.orm_order_status, STATUS_IDS)),
    check(
      'carts_shipment_stop_reason_check',
      nullOrOneOf(
        t.shipment_stop_reason,
        SHIPMENT_BLOCK_REASONS.map((r) => r.id),
      ),
    ),
    check('carts_item_quantity_check', sql`${t.item_quantity} > 0`),
    check('carts_price_paise_check', notNegative(t.price_paise)),
    check('carts_mrp_paise_check', sql`${t.mrp_paise} >= ${t.price_paise}`),
    check('carts_discount_paise_check', notNegative(t.discount_paise)),
    check('carts_delivery_charges_paise_check', notNegative(t.delivery_charges_paise)),
    check(
      'carts_oda_charges_paise_check',
      sql`${t.oda_charges_paise} >= 0 and ${t.oda_charges_paise} <= ${t.delivery_charges_paise}`,
    ),
    check('carts_docket_quantity_check', notNegative(t.docket_quantity)),
    index('carts_order_id_idx').on(t.order_id),
    // Work lists: newest first within a status and channel, with and without an agent. The page's
    // ids come from these indexes alone (a deferred join), so a deep page costs little more.
    // DESC NULLS FIRST is what a plain `order by created_at desc, id desc` asks for.
    index('carts_status_list_idx').on(
      t.orm_order_status,
      t.affiliate_id,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('carts_agent_list_idx').on(
      t.assigned_login_id,
      t.orm_order_status,
      t.affiliate_id,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The `affiliate` platform is every channel but 0: one ordered range per status (and agent)
    // only when the channels are folded together, hence these partial indexes.
    index('carts_affiliate_status_list_idx')
      .on(t.orm_order_status, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.affiliate_id} <> 0`),
    index('carts_affiliate_agent_list_idx')
      .on(
        t.assigned_login_id,
        t.orm_order_status,
        t.created_at.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.affiliate_id} <> 0`),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type NewCartRow = typeof carts.$inferInsert;
