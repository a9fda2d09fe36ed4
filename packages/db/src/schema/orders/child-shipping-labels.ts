import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { rowTimes, rowVersion } from '../core/columns';
import { shippingLabels } from './shipping-labels';
import { warehouses } from '../warehouse/warehouses';

/**
 * A child shipping label: one stock transfer (STO) of a batch of material under a mid shipping
 * label, from one warehouse to another along a middle-mile route.
 */
export const childShippingLabels = pgTable(
  'child_shipping_labels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shipping_label_id: bigint('shipping_label_id', { mode: 'number' })
      .notNull()
      .references(() => shippingLabels.id),
    child_shipping_label: text('child_shipping_label').notNull().unique(),
    shipping_label_status: text('shipping_label_status').notNull(),
    material_number: text('material_number').notNull(),
    sto_number: text('sto_number').notNull(),
    batch_number: text('batch_number').notNull(),
    quantity: integer('quantity').notNull(),
    middle_mile_route: text('middle_mile_route').notNull(),
    from_warehouse_id: integer('from_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    destination_warehouse_id: integer('destination_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    index('child_shipping_labels_shipping_label_id_idx').on(t.shipping_label_id),
    check('child_shipping_labels_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export type ChildShippingLabelRow = typeof childShippingLabels.$inferSelect;
export type NewChildShippingLabelRow = typeof childShippingLabels.$inferInsert;
