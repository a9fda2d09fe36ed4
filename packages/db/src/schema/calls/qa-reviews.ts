import { QA_SCORE_MAX, QA_SCORE_MIN } from '@backoffice/domain/calls/team';
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
import { timestamptz } from '../core/columns';
import { orders } from '../orders/orders';
import { staff } from '../identity/staff';

/** A QA or Team Leader's review of an agent's work (POST /api/qaandreview/); never edited. */
export const qaReviews = pgTable(
  'qa_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agent_login_id: integer('agent_login_id')
      .notNull()
      .references(() => staff.login_id),
    /** The order the review is about, when it is about one. */
    order_id: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    score: smallint('score').notNull(),
    comments: text('comments').notNull(),
    reviewed_by_login_id: integer('reviewed_by_login_id')
      .notNull()
      .references(() => staff.login_id),
    created_at: timestamptz('created_at').notNull(),
  },
  (t) => [
    check(
      'qa_reviews_score_check',
      sql`${t.score} between ${sql.raw(String(QA_SCORE_MIN))} and ${sql.raw(String(QA_SCORE_MAX))}`,
    ),
    check('qa_reviews_not_own_check', sql`${t.agent_login_id} <> ${t.reviewed_by_login_id}`),
    // The lists: newest first, all reviews or one agent's.
    index('qa_reviews_created_idx').on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('qa_reviews_agent_idx').on(
      t.agent_login_id,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export type QaReviewRow = typeof qaReviews.$inferSelect;
