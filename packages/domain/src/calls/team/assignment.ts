import { z } from 'zod';
import { hasRole, type Principal } from '../../access/roles';
import { ZBulkCarts } from '../../orders/bulk-actions';
import {
  ORDER_COMMENT_MAX_LENGTH,
  ZCartPid,
  ZOrderRandomId,
  ZRowVersion,
} from '../../orders/order-requests';
import { tabsForRole } from '../../orders/status-tabs';
import { orderStatus, type StatusId } from '../../orders/statuses';
import { loginIdField } from './fields';
import { TEAM_MESSAGES as M } from './messages';

/** Most carts one assignment names (an order holds far fewer). */
export const ASSIGNMENT_MAX_CARTS = 50;

/**
 * POST /api/update-assign-cet/: gives carts of one order to an agent, each named with the
 * version the Team Leader read (a stale one answers 409). The comment is optional.
 */
export const ZAssignCetRequest = z.object({
  order_random_id: ZOrderRandomId,
  login_id: loginIdField(M.invalidAgent),
  carts: z
    .array(z.object({ cart_pid: ZCartPid, version: ZRowVersion }), { error: M.cartsRequired })
    .min(1, M.cartsRequired)
    .max(ASSIGNMENT_MAX_CARTS, `At most ${ASSIGNMENT_MAX_CARTS} carts`)
    .refine((carts) => new Set(carts.map((c) => c.cart_pid)).size === carts.length, {
      message: M.cartNamedTwice,
    }),
  comment: z.string().trim().max(ORDER_COMMENT_MAX_LENGTH, M.commentTooLong).optional(),
});
export type TAssignCetRequest = z.infer<typeof ZAssignCetRequest>;

/** The agent a cart may be given to, as far as the rule reads them. */
export interface AssignableAgent extends Pick<Principal, 'role'> {
  name: string;
  is_active: boolean;
}

/**
 * Why a cart in a status cannot be given to an agent, or null: the agent must be active, not a
 * Team Leader (they see every list, so the cart would vanish from the agents' view), and must
 * work the list the cart's status is a tab of, so that it shows in one of their lists.
 */
export function assignmentRefusal(agent: AssignableAgent, status: StatusId): string | null {
  if (!agent.is_active) return M.agentInactive(agent.name);
  if (hasRole(agent, 'TEAML')) return M.agentIsTeamLeader(agent.name);
  if (!tabsForRole(agent).some((s) => s.id === status)) {
    return M.agentNotOnList(agent.name, orderStatus(status).label);
  }
  return null;
}

/** Query of GET /api/get-query-concern-member/: the order. */
export const ZQueryConcernQuery = z.object({ order_id: ZOrderRandomId });

/**
 * POST /api/orders/bulk-assign/: gives the selected carts of a work list, of any orders, to an
 * agent, each as update-assign-cet gives one (its version, the agent rule, the comment).
 */
export const ZBulkAssignRequest = z.object({
  carts: ZBulkCarts,
  login_id: ZAssignCetRequest.shape.login_id,
  comment: ZAssignCetRequest.shape.comment,
});
export type TBulkAssignRequest = z.infer<typeof ZBulkAssignRequest>;
