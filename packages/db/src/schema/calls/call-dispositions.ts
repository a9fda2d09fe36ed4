import { SALES_CHANNELS } from '@backoffice/domain/core/channels';
import { DISPOSITION_SOURCE } from '@backoffice/domain/calls/calls';
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
import { breakReasons } from './break-reasons';
import { callRecords } from './call-records';
import { carts } from '../orders/carts';
import { nullOrOneOf } from '../core/checks';
import { timestamptz } from '../core/columns';
import { crmDispositionCategories } from './crm-disposition-categories';
import { orders } from '../orders/orders';
import { staff } from '../identity/staff';

/**
 * What an agent recorded after a call: the disposition path, the products (carts) it was about,
 * comments, and the break reason when the agent paused after it. Append-only.
 */
export const callDispositions = pgTable(
  'call_dispositions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for a disposition without a placed call. */
    call_record_id: bigint('call_record_id', { mode: 'number' }).references(() => callRecords.id),
    order_id: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    category_id: integer('category_id')
      .notNull()
      .references(() => crmDispositionCategories.id),
    sub_category_id: integer('sub_category_id')
      .notNull()
      .references(() => crmDispositionCategories.id),
    third_category_id: integer('third_category_id')
      .notNull()
      .references(() => crmDispositionCategories.id),
    cart_ids: bigint('cart_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    comments: text('comments'),
    clicked_affiliate_id: smallint('clicked_affiliate_id'),
    clicked_cart_id: bigint('clicked_cart_id', { mode: 'number' }).references(() => carts.id),
    break_reason_id: integer('break_reason_id').references(() => breakReasons.id),
    source: text('source').notNull().default(DISPOSITION_SOURCE),
    login_id: integer('login_id')
      .notNull()
      .references(() => staff.login_id),
    /** The role string the agent worked with. */
    role: text('role').notNull(),
    created_at: timestamptz('created_at').notNull(),
  },
  (t) => [
    check(
      'call_dispositions_source_check',
      sql`${t.source} = ${sql.raw(`'${DISPOSITION_SOURCE}'`)}`,
    ),
    check(
      'call_dispositions_clicked_affiliate_id_check',
      nullOrOneOf(
        t.clicked_affiliate_id,
        SALES_CHANNELS.map((c) => c.id),
      ),
    ),
    index('call_dispositions_login_idx').on(t.login_id, t.created_at),
    index('call_dispositions_order_idx').on(t.order_id, t.created_at),
    index('call_dispositions_call_idx').on(t.call_record_id),
    index('call_dispositions_created_idx').on(t.created_at),
  ],
);

export type CallDispositionRow = typeof callDispositions.$inferSelect;
export type NewCallDispositionRow = typeof callDispositions.$inferInsert;
