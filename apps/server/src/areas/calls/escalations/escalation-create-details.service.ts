import {
  ESCALATION_CHANNELS,
  ESCALATION_REASONS,
  type EscalationCreateDetails,
} from '@backoffice/domain/calls/escalations';
import { WAREHOUSES } from '@backoffice/domain/warehouse';
import type { AppContext } from '../../../core/context';
import { orderByRandomId, orderNotFound } from '../../orders/index';
import { channelView, warehouseOption } from './escalation-views';
import { linkableTickets, orderCartChoices } from './escalations.queries';

/**
 * The escalation form's options for an order: the channels, reasons with their sub-reasons,
 * warehouses, the order's open tickets and its carts (with the active escalation holding each).
 */
export async function escalationCreateDetails(
  ctx: AppContext,
  orderRandomId: string,
): Promise<EscalationCreateDetails> {
  const found = await orderByRandomId(ctx.db, orderRandomId);
  if (!found) throw orderNotFound();
  const { order } = found;
  const [tickets, carts] = await Promise.all([
    linkableTickets(ctx.db, order.id),
    orderCartChoices(ctx.db, order.id),
  ]);
  return {
    order_random_id: order.order_random_id,
    affiliate_id: order.affiliate_id,
    channels: ESCALATION_CHANNELS.map((c) => channelView(c.id)),
    reasons: ESCALATION_REASONS.map((r) => ({
      id: r.id,
      reason: r.reason,
      sub_reasons: r.sub_reasons.map((s) => ({
        reason_id: s.id,
        sub_reason: s.sub_reason,
        needs_warehouse: s.needs_warehouse,
      })),
    })),
    warehouses: WAREHOUSES.map(warehouseOption),
    tickets,
    carts,
  };
}
