import { REQUEST_ITEM_TYPES } from '@backoffice/domain/orders';
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
import { nullOrOneOf } from '../core/checks';
import { timestamptz } from '../core/columns';
import { returnRequests } from './return-requests';

/**
 * The items of a request: the product returned, or what is issued (packaging, accessories,
 * parts with their part code, packages, a missing item), each with its request item type.
 */
export const returnRequestItems = pgTable(
  'return_request_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    request_id: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => returnRequests.id),
    item_type_id: smallint('item_type_id'),
    item_sku: text('item_sku').notNull(),
    item_name: text('item_name').notNull(),
    part_code: text('part_code'),
    quantity: integer('quantity').notNull(),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'return_request_items_item_type_id_check',
      nullOrOneOf(
        t.item_type_id,
        REQUEST_ITEM_TYPES.map((r) => r.id),
      ),
    ),
    check('return_request_items_quantity_check', sql`${t.quantity} > 0`),
    index('return_request_items_request_id_idx').on(t.request_id),
  ],
);

export type ReturnRequestItemRow = typeof returnRequestItems.$inferSelect;
export type NewReturnRequestItemRow = typeof returnRequestItems.$inferInsert;
