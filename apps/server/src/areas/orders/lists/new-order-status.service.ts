import type { Principal } from '@backoffice/domain/access';
import { OWN_CHANNEL_ID } from '@backoffice/domain/core/channels';
import { STATUS, type NewOrderStatusResponse } from '@backoffice/domain/orders';
import type { AppContext } from '../../../core/context';
import { staffOrNotFound } from '../../identity/index';
import { oldestNewOrderCart } from './new-order-status.queries';
import { checkListAccess } from './order-lists.service';
import { workListCounts } from './order-lists.queries';

/**
 * An OC agent's New Order situation: how many New Order carts they hold on every channel (the
 * tab counts of both platforms) and the oldest one, to work next. The work lists' rules apply:
 * the OC list capability, and team:lead with `cetUid` for another agent.
 */
export async function newOrderStatus(
  ctx: AppContext,
  principal: Principal,
  cetUid: number | undefined,
): Promise<NewOrderStatusResponse> {
  const otherAgent = checkListAccess(ctx, principal, 'oc', cetUid);
  if (otherAgent !== null) await staffOrNotFound(ctx.db, otherAgent);
  const agentLoginId = otherAgent ?? principal.login_id;
  const statuses = [STATUS.NEW_ORDER];
  const [own, others, next] = await Promise.all([
    workListCounts(
      ctx.db,
      { platform: { channels: 'own', affiliate_id: OWN_CHANNEL_ID }, agentLoginId },
      statuses,
    ),
    workListCounts(
      ctx.db,
      { platform: { channels: 'others', except_affiliate_id: OWN_CHANNEL_ID }, agentLoginId },
      statuses,
    ),
    oldestNewOrderCart(ctx.db, agentLoginId),
  ]);
  return {
    login_id: agentLoginId,
    count: (own.get(STATUS.NEW_ORDER) ?? 0) + (others.get(STATUS.NEW_ORDER) ?? 0),
    next_order: next ? { ...next, created_at: next.created_at.toISOString() } : null,
  };
}
