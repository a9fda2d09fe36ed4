import { STATUS_IDS, type StatusId } from '@backoffice/domain/orders';
import {
  HOLD_SUB_REASON_IDS,
  REQUEST_KINDS,
  RETURN_REASONS,
  RETURN_REQUEST_TYPE_CODES,
  RETURN_STATUS_IDS,
  type RequestKind,
  type ReturnRequestTypeCode,
  type ReturnStatusId,
} from '@backoffice/domain/returns';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { nullOrOneOf, oneOf } from '../core/checks';
import { rowTimes, rowVersion, timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { carts } from '../orders/carts';
import { orders } from '../orders/orders';

/** A file kept with a request: its key in the file store and what the agent uploaded. */
export interface StoredRequestFile {
  key: string;
  name: string;
  size: number;
  content_type: string;
}

/**
 * A customer request on a cart: a return, a replacement or an issue (docs/returns.md). Its status
 * is the cart's return status, changed in the same transaction as the cart's; `is_open` is true
 * until it is resolved or cancelled, and a cart has at most one open request.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    order_id: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    cart_id: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id),
    /** The cart's channel, copied so that lists filter without a join. */
    affiliate_id: smallint('affiliate_id').notNull(),
    kind: text('kind').$type<RequestKind>().notNull(),
    request_type: text('request_type').$type<ReturnRequestTypeCode>().notNull(),
    reason_id: smallint('reason_id').notNull(),
    sub_reason_id: integer('sub_reason_id'),
    quantity: integer('quantity').notNull(),
    comments: text('comments').notNull().default(''),
    /** The form's other answers (pickup date, packaging, refund payment), as submitted. */
    form_answers: jsonb('form_answers').$type<Record<string, unknown>>().notNull().default({}),
    files: jsonb('files').$type<StoredRequestFile[]>().notNull().default([]),
    status: smallint('status').$type<ReturnStatusId>().notNull(),
    /** The cart's status before the request: cancelling the request restores it. */
    from_status: smallint('from_status').$type<StatusId>().notNull(),
    is_open: boolean('is_open').notNull().default(true),
    cancelled_at: timestamptz('cancelled_at'),
    cancelled_by_login_id: integer('cancelled_by_login_id').references(() => staff.login_id),
    cancel_reason: text('cancel_reason'),
    approved_at: timestamptz('approved_at'),
    approved_by_login_id: integer('approved_by_login_id').references(() => staff.login_id),
    resolved_at: timestamptz('resolved_at'),
    /** Why the request is on hold; null while it is not. */
    hold_sub_reason_id: smallint('hold_sub_reason_id'),
    /** The pickup the request waits on (the pickups' table holds its history). */
    current_pickup_id: bigint('current_pickup_id', { mode: 'number' }),
    created_by_login_id: integer('created_by_login_id')
      .notNull()
      .references(() => staff.login_id),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('return_requests_kind_check', oneOf(t.kind, REQUEST_KINDS)),
    check('return_requests_request_type_check', oneOf(t.request_type, RETURN_REQUEST_TYPE_CODES)),
    check(
      'return_requests_reason_id_check',
      oneOf(
        t.reason_id,
        RETURN_REASONS.map((r) => r.id),
      ),
    ),
    check('return_requests_status_check', oneOf(t.status, RETURN_STATUS_IDS)),
    check('return_requests_from_status_check', oneOf(t.from_status, STATUS_IDS)),
    check(
      'return_requests_hold_sub_reason_id_check',
      nullOrOneOf(t.hold_sub_reason_id, HOLD_SUB_REASON_IDS),
    ),
    check('return_requests_quantity_check', sql`${t.quantity} > 0`),
    uniqueIndex('return_requests_open_cart_idx')
      .on(t.cart_id)
      .where(sql`${t.is_open}`),
    index('return_requests_cart_id_idx').on(t.cart_id, t.created_at),
    index('return_requests_order_id_idx').on(t.order_id),
    // The returns lists read carts by status (the carts' own list indexes); this one serves a
    // request's status and channel for the ops list and reports, newest first.
    index('return_requests_status_list_idx').on(
      t.status,
      t.affiliate_id,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export type ReturnRequestRow = typeof returnRequests.$inferSelect;
export type NewReturnRequestRow = typeof returnRequests.$inferInsert;
