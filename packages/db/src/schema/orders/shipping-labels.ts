import { bigint, bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { carts } from './carts';
import { rowTimes, rowVersion } from '../core/columns';

/**
 * A mid shipping label: the label a cart travels under between warehouses before the courier
 * takes it (001 section 4 "Shipping label history"). A cart without one ships with the courier
 * alone (`non_shipping_label_case`).
 */
export const shippingLabels = pgTable(
  'shipping_labels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cart_id: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id),
    mid_shipping_label: text('mid_shipping_label').notNull().unique(),
    status: text('status').notNull(),
    /** The logistic partner carrying the cart under this label, when the label sheet named one. */
    logistic_partner: text('logistic_partner'),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [index('shipping_labels_cart_id_idx').on(t.cart_id)],
);

export type ShippingLabelRow = typeof shippingLabels.$inferSelect;
export type NewShippingLabelRow = typeof shippingLabels.$inferInsert;
