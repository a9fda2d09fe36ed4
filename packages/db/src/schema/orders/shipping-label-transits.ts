import { bigint, bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { childShippingLabels } from './child-shipping-labels';
import { timestamptz } from '../core/columns';
import { warehouses } from '../warehouse/warehouses';

/** One move of a child shipping label: its new status and the leg it travelled (append-only). */
export const shippingLabelTransits = pgTable(
  'shipping_label_transits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    child_shipping_label_id: bigint('child_shipping_label_id', { mode: 'number' })
      .notNull()
      .references(() => childShippingLabels.id),
    new_shipping_label_status: text('new_shipping_label_status').notNull(),
    source_warehouse_id: integer('source_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    destination_warehouse_id: integer('destination_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    sto_number: text('sto_number').notNull(),
    material_number: text('material_number').notNull(),
    batch_number: text('batch_number').notNull(),
    remark: text('remark'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('shipping_label_transits_child_idx').on(t.child_shipping_label_id, t.created_at)],
);

export type ShippingLabelTransitRow = typeof shippingLabelTransits.$inferSelect;
export type NewShippingLabelTransitRow = typeof shippingLabelTransits.$inferInsert;
