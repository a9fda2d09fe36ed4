import { REFUND_TROUBLE_REASONS } from '@backoffice/domain/refunds';
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../core/checks';
import { timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { refunds } from './refunds';

/**
 * A refund's troubles (001 "Trouble reasons", trouble-resolution-details): the reason it was
 * marked Refund Trouble with, who raised it (null for the gateway), and how it was resolved. A
 * refund has at most one open trouble.
 */
export const refundTroubles = pgTable(
  'refund_troubles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    refund_id: bigint('refund_id', { mode: 'number' })
      .notNull()
      .references(() => refunds.id),
    trouble_reason: smallint('trouble_reason').notNull(),
    comments: text('comments'),
    raised_by_login_id: integer('raised_by_login_id').references(() => staff.login_id),
    raised_at: timestamptz('raised_at').notNull().defaultNow(),
    resolution_details: text('resolution_details'),
    resolved_by_login_id: integer('resolved_by_login_id').references(() => staff.login_id),
    resolved_at: timestamptz('resolved_at'),
  },
  (t) => [
    index('refund_troubles_refund_id_idx').on(t.refund_id, t.raised_at),
    uniqueIndex('refund_troubles_open_idx')
      .on(t.refund_id)
      .where(sql`${t.resolved_at} is null`),
    check(
      'refund_troubles_reason_check',
      oneOf(
        t.trouble_reason,
        REFUND_TROUBLE_REASONS.map((r) => r.id),
      ),
    ),
  ],
);

export type RefundTroubleRow = typeof refundTroubles.$inferSelect;
export type NewRefundTroubleRow = typeof refundTroubles.$inferInsert;
