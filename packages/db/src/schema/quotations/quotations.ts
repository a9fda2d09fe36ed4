import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { notNegative, oneOf } from '../core/checks';
import { rowTimes, rowVersion } from '../core/columns';
import { staff } from '../identity/staff';
import { orders } from '../orders/orders';
import { leads } from './leads';

const paise = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * A quotation for a lead: its delivery (the place of supply), totals in paise with the tax split,
 * validity and terms, and the order placed from it. Its lines are quotation_lines.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    quotation_random_id: char('quotation_random_id', { length: 12 }).notNull().unique(),
    lead_id: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    delivery_address: text('delivery_address'),
    delivery_pincode: char('delivery_pincode', { length: 6 }).notNull(),
    delivery_city: text('delivery_city').notNull(),
    delivery_state: text('delivery_state').notNull(),
    /** The retailer's dispatch state when priced: with the delivery state, the tax split. */
    dispatch_state: text('dispatch_state').notNull(),
    supply_kind: text('supply_kind').notNull(),
    delivery_charges_paise: paise('delivery_charges_paise'),
    gross_paise: paise('gross_paise'),
    discount_paise: paise('discount_paise'),
    taxable_paise: paise('taxable_paise'),
    tax_paise: paise('tax_paise'),
    cgst_paise: paise('cgst_paise'),
    sgst_paise: paise('sgst_paise'),
    igst_paise: paise('igst_paise'),
    grand_total_paise: paise('grand_total_paise'),
    validity_days: smallint('validity_days').notNull(),
    valid_until: date('valid_until', { mode: 'string' }).notNull(),
    terms: text('terms').notNull(),
    /** The order placed from the quotation: at most one. */
    order_id: bigint('order_id', { mode: 'number' })
      .references(() => orders.id)
      .unique(),
    order_random_id: char('order_random_id', { length: 8 }),
    created_by_id: integer('created_by_id').references(() => staff.login_id),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('quotations_random_id_check', sql`${t.quotation_random_id} ~ '^QT[A-Z0-9]{10}$'`),
    check('quotations_supply_kind_check', oneOf(t.supply_kind, ['intra', 'inter'])),
    check('quotations_grand_total_check', notNegative(t.grand_total_paise)),
    check('quotations_delivery_charges_check', notNegative(t.delivery_charges_paise)),
    check('quotations_validity_days_check', sql`${t.validity_days} between 1 and 90`),
    index('quotations_lead_idx').on(t.lead_id, t.created_at.desc()),
  ],
);
export type QuotationRow = typeof quotations.$inferSelect;

/** A product line of a quotation, priced when the quotation was generated or modified. */
export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: serial('id').primaryKey(),
    quotation_id: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    item_sku: text('item_sku').notNull(),
    item_name: text('item_name').notNull(),
    item_quantity: integer('item_quantity').notNull(),
    unit_price_paise: paise('unit_price_paise'),
    mrp_paise: paise('mrp_paise'),
    discount_bp: integer('discount_bp').notNull(),
    quoted_unit_price_paise: paise('quoted_unit_price_paise'),
    gross_paise: paise('gross_paise'),
    discount_paise: paise('discount_paise'),
    net_paise: paise('net_paise'),
    taxable_paise: paise('taxable_paise'),
    tax_paise: paise('tax_paise'),
    gst_rate_percent: smallint('gst_rate_percent').notNull(),
  },
  (t) => [
    check('quotation_lines_quantity_check', sql`${t.item_quantity} > 0`),
    check('quotation_lines_discount_check', sql`${t.discount_bp} between 0 and 10000`),
    check('quotation_lines_price_check', notNegative(t.quoted_unit_price_paise)),
    uniqueIndex('quotation_lines_sku_idx').on(t.quotation_id, t.item_sku),
  ],
);
export type QuotationLineRow = typeof quotationLines.$inferSelect;
