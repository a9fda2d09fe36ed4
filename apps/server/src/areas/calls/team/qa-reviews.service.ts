import type { Database } from '@backoffice/db';
import { orders, qaReviews, staff } from '@backoffice/db/schema';
import {
  qaReviewRefusal,
  TEAM_MESSAGES as M,
  type QaReview,
  type QaReviewResponse,
  type QaReviewsResponse,
  type TQaReviewRequest,
  type TQaReviewsQuery,
} from '@backoffice/domain/calls/team';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../../core/context';
import { teamError } from './team.errors';
import { runUseCase, type StaffCaller } from '../../../core/use-case';

const agent = alias(staff, 'agent');
const reviewer = alias(staff, 'reviewer');

/** QA reviews newest first, all or one agent's. */
export async function listQaReviews(
  ctx: AppContext,
  query: TQaReviewsQuery,
): Promise<QaReviewsResponse> {
  const where =
    query.login_id === undefined ? undefined : eq(qaReviews.agent_login_id, query.login_id);
  const [rows, [total]] = await Promise.all([
    reviewRows(ctx, where).limit(query.limit).offset(query.offset),
    ctx.db.select({ n: count() }).from(qaReviews).where(where),
  ]);
  return {
    count: total?.n ?? 0,
    limit: query.limit,
    offset: query.offset,
    results: rows.map(toQaReview),
  };
}

/**
 * Records a review of an agent's work by a QA agent or Team Leader: the agent must exist and be
 * one (a role with the Working/Break toggle), nobody reviews their own work, and a named order
 * must exist. Reviews are never edited; each is audited.
 */
export async function addQaReview(
  ctx: AppContext,
  caller: StaffCaller,
  input: TQaReviewRequest,
): Promise<QaReviewResponse> {
  const id = await runUseCase(ctx, caller, async ({ tx, record, now }) => {
    const [who] = await tx.select().from(staff).where(eq(staff.login_id, input.login_id));
    if (!who) throw teamError('calls.member_not_found');
    const refusal = qaReviewRefusal(caller.login_id, who);
    if (refusal) throw teamError('calls.qa_review_refused', refusal).at('login_id');
    const orderId = input.order_random_id ? await orderIdOf(tx, input.order_random_id) : null;
    const [row] = await tx
      .insert(qaReviews)
      .values({
        agent_login_id: who.login_id,
        order_id: orderId,
        score: input.score,
        comments: input.comments,
        reviewed_by_login_id: caller.login_id,
        created_at: now,
      })
      .returning({ id: qaReviews.id });
    if (!row) throw new Error('addQaReview: insert returned no row');
    await record.change({
      entity: 'qa_review',
      id: row.id,
      changes: {
        agent_login_id: { before: null, after: who.login_id },
        order_random_id: { before: null, after: input.order_random_id ?? null },
        score: { before: null, after: input.score },
      },
      reason: input.comments,
    });
    return row.id;
  });
  const [saved] = await reviewRows(ctx, eq(qaReviews.id, id));
  if (!saved) throw new Error(`addQaReview: review ${id} vanished`);
  return { success: true, message: M.reviewSaved, review: toQaReview(saved) };
}

/** The id of the order a review names (400 when there is none). */
async function orderIdOf(tx: Database, orderRandomId: string): Promise<number> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.order_random_id, orderRandomId));
  if (!order) throw teamError('calls.review_order_not_found').at('order_random_id');
  return order.id;
}

function reviewRows(ctx: AppContext, where: SQL | undefined) {
  return ctx.db
    .select({
      review: qaReviews,
      order_random_id: orders.order_random_id,
      agent_name: agent.name,
      reviewer_name: reviewer.name,
    })
    .from(qaReviews)
    .innerJoin(agent, eq(agent.login_id, qaReviews.agent_login_id))
    .innerJoin(reviewer, eq(reviewer.login_id, qaReviews.reviewed_by_login_id))
    .leftJoin(orders, eq(orders.id, qaReviews.order_id))
    .where(where)
    .orderBy(desc(qaReviews.created_at), desc(qaReviews.id))
    .$dynamic();
}

type ReviewRow = Awaited<ReturnType<typeof reviewRows>>[number];

function toQaReview(row: ReviewRow): QaReview {
  const r = row.review;
  return {
    id: r.id,
    agent: { login_id: r.agent_login_id, name: row.agent_name },
    order_random_id: row.order_random_id,
    score: r.score,
    comments: r.comments,
    reviewed_by: { login_id: r.reviewed_by_login_id, name: row.reviewer_name },
    created_at: r.created_at.toISOString(),
  };
}
