import {
  ISSUE_ITEM_TYPES,
  ISSUED_ITEM_STATES,
  type IssueItemTypeId,
  type IssuedItemState,
} from '@backoffice/domain/returns';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../core/checks';
import { rowTimes, rowVersion, timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { carts } from '../orders/carts';
import { orders } from '../orders/orders';
import { returnRequests } from './return-requests';

/** One part of an issue of parts, as the issue stored it (with the part's name then). */
export interface IssuedPart {
  part_code: string;
  name: string;
  item_quantity: number;
}

/**
 * Items sent for a cart without a return (docs/returns.md "Issued items"): packaging (4), a
 * missing item (5), an accessory (8), parts (9) or packages (11). Pending until the warehouse
 * sends them; the missing items are the /missing-items screen's list.
 */
export const issuedItems = pgTable(
  'issued_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    cart_id: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id),
    /** The customer request (return_requests.id) the items answer, if any. */
    request_id: bigint('request_id', { mode: 'number' }).references(() => returnRequests.id),
    item_type: smallint('item_type').$type<IssueItemTypeId>().notNull(),
    /** The missing item or the accessory, as the agent described it; '' otherwise. */
    description: text('description').notNull().default(''),
    /** Packages, items or accessories issued; for parts the sum of parts_data. */
    quantity: integer('quantity').notNull(),
    parts_data: jsonb('parts_data').$type<IssuedPart[]>().notNull().default([]),
    status: text('status').$type<IssuedItemState>().notNull().default('pending'),
    comments: text('comments').notNull().default(''),
    created_by_login_id: integer('created_by_login_id').references(() => staff.login_id),
    fulfilled_at: timestamptz('fulfilled_at'),
    fulfilled_by_login_id: integer('fulfilled_by_login_id').references(() => staff.login_id),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('issued_items_item_type_check', oneOf(t.item_type, ISSUE_ITEM_TYPES)),
    check('issued_items_status_check', oneOf(t.status, ISSUED_ITEM_STATES)),
    check('issued_items_quantity_check', sql`${t.quantity} > 0`),
    check(
      'issued_items_fulfilled_check',
      sql`(${t.status} = 'fulfilled') = (${t.fulfilled_at} is not null)`,
    ),
    index('issued_items_cart_id_idx').on(t.cart_id),
    // /missing-items: one type and state, newest first, paged from the index.
    index('issued_items_list_idx').on(
      t.item_type,
      t.status,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // /missing-items with every state: one type, newest first.
    index('issued_items_type_list_idx').on(
      t.item_type,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export type IssuedItemRow = typeof issuedItems.$inferSelect;
export type NewIssuedItemRow = typeof issuedItems.$inferInsert;
