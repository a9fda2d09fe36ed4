import { z } from 'zod';
import { hasAnyRole, type Principal } from '../../access/roles';
import { ORDER_COMMENT_MAX_LENGTH, ZOrderRandomId } from '../../orders/order-requests';
import { ACTIVITY_TEAMS } from './activity';
import { loginIdField, loginIdQueryField, ZTeamLimit, ZTeamOffset } from './fields';
import { TEAM_MESSAGES as M } from './messages';

/** A QA review scores an agent's handling of an order or call from 1 (poor) to 5 (excellent). */
export const QA_SCORE_MIN = 1;
export const QA_SCORE_MAX = 5;

/** POST /api/qaandreview/: a QA or Team Leader's review of an agent's work. */
export const ZQaReviewRequest = z.object({
  login_id: loginIdField(M.invalidAgent),
  order_random_id: ZOrderRandomId.nullish(),
  score: z
    .number({ error: M.scoreRange })
    .int(M.scoreRange)
    .min(QA_SCORE_MIN, M.scoreRange)
    .max(QA_SCORE_MAX, M.scoreRange),
  comments: z
    .string({ error: M.commentsRequired })
    .trim()
    .min(1, M.commentsRequired)
    .max(ORDER_COMMENT_MAX_LENGTH, M.commentTooLong),
});
export type TQaReviewRequest = z.infer<typeof ZQaReviewRequest>;

/** Query of GET /api/qaandreview/: optionally one agent's reviews, newest first, a page. */
export const ZQaReviewsQuery = z.object({
  login_id: loginIdQueryField(M.invalidAgent).optional(),
  limit: ZTeamLimit,
  offset: ZTeamOffset,
});
export type TQaReviewsQuery = z.infer<typeof ZQaReviewsQuery>;

/** Whether a member is an agent whose work is reviewed: one with the Working/Break toggle. */
export function isReviewableAgent(member: Pick<Principal, 'role'>): boolean {
  return hasAnyRole(member, ACTIVITY_TEAMS.all.roles);
}

/** Why a reviewer cannot review a member's work, or null. */
export function qaReviewRefusal(
  reviewerLoginId: number,
  agent: Pick<Principal, 'role' | 'login_id'> & { name: string },
): string | null {
  if (agent.login_id === reviewerLoginId) return M.reviewOwnWork;
  if (!isReviewableAgent(agent)) return M.notAnAgent(agent.name);
  return null;
}
