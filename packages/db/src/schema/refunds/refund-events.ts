import { REFUND_EVENT_KINDS, type RefundEventKind } from '@backoffice/domain/refunds';
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
import { oneOf } from '../core/checks';
import { timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { refunds } from './refunds';

/**
 * A refund's history (issue 14: "every status change is audited with who and why"): one
 * sentence per change, with the status it left and reached, who did it (null for the gateway
 * and the background retries) and the comments given. Appended, never edited.
 */
export const refundEvents = pgTable(
  'refund_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    refund_id: bigint('refund_id', { mode: 'number' })
      .notNull()
      .references(() => refunds.id),
    kind: text('kind').$type<RefundEventKind>().notNull(),
    from_status: smallint('from_status'),
    to_status: smallint('to_status'),
    sentence: text('sentence').notNull(),
    comments: text('comments'),
    by_login_id: integer('by_login_id').references(() => staff.login_id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('refund_events_refund_id_idx').on(t.refund_id, t.created_at),
    check('refund_events_kind_check', oneOf(t.kind, REFUND_EVENT_KINDS)),
  ],
);

export type RefundEventRow = typeof refundEvents.$inferSelect;
export type NewRefundEventRow = typeof refundEvents.$inferInsert;
