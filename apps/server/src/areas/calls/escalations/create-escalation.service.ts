import type { Database } from '@backoffice/db';
import {
  escalationCarts,
  escalations,
  escalationTickets,
  type OrderRow,
} from '@backoffice/db/schema';
import {
  ESCALATION_MESSAGES as M,
  ESCALATION_STATUS,
  escalationViolations,
  type CreateEscalationResponse,
  type TCreateEscalationRequest,
} from '@backoffice/domain/calls/escalations';
import type { AppContext } from '../../../core/context';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { orderByRandomId, orderNotFound } from '../../orders/index';
import { channelView, reasonView } from './escalation-views';
import { escalationError, ruleViolations } from './escalations.errors';
import { linkableTickets, orderCartChoices } from './escalations.queries';

/**
 * Raises an escalation on an order: checks the rules against the order's tickets and carts
 * (escalationViolations), writes the escalation Open with its products and tickets, notes it on
 * the order's comments and audits it. The order row is locked so that two agents cannot put
 * one cart in two open escalations at once.
 */
export async function createEscalation(
  ctx: AppContext,
  caller: StaffCaller,
  input: TCreateEscalationRequest,
): Promise<CreateEscalationResponse> {
  return runUseCase(ctx, caller, async (scope) => {
    const order = await lockCheckedOrder(scope.tx, input);
    const row = await insertEscalation(scope, order, input);
    const reason = reasonView(input.reason_id);
    const why = `${reason.reason} / ${reason.sub_reason}`;
    await scope.record.change({
      entity: 'escalation',
      id: row.id,
      changes: { escalation: { before: null, after: raisedFacts(order, input) } },
      reason: why,
      // On the order's comments too, so that the order page tells the escalation's story.
      comment: {
        order_id: order.id,
        text: `Escalation ${row.id} raised via ${channelView(input.channel_id).channel_name}: ${why}`,
      },
    });
    return {
      success: true as const,
      message: M.created,
      escalation_id: row.id,
      version: row.version,
    };
  });
}

/** What the audit log keeps of a raised escalation. */
function raisedFacts(order: OrderRow, input: TCreateEscalationRequest) {
  return {
    order_random_id: order.order_random_id,
    channel_id: input.channel_id,
    reason_id: input.reason_id,
    warehouse_id: input.warehouse_id ?? null,
    ticket_ids: input.ticket_ids,
    cart_pids: input.cart_pids,
    status: ESCALATION_STATUS.OPEN,
  };
}

/** The order locked, once the escalation rules accept its channel, tickets and carts. */
async function lockCheckedOrder(tx: Database, input: TCreateEscalationRequest): Promise<OrderRow> {
  const found = await orderByRandomId(tx, input.order_random_id, true);
  if (!found) throw orderNotFound();
  const { order } = found;
  if (order.affiliate_id !== input.affiliate_id) {
    throw escalationError('calls.affiliate_mismatch').at('affiliate_id');
  }
  const [tickets, carts] = [
    await linkableTickets(tx, order.id),
    await orderCartChoices(tx, order.id),
  ];
  const violations = escalationViolations(input, {
    ticket_ids: tickets.map((t) => t.ticket_id),
    carts,
  });
  if (Object.keys(violations).length > 0) throw ruleViolations(violations);
  return order;
}

/** The escalation Open, with its products and the tickets it links. */
async function insertEscalation(
  { tx, now, caller }: UseCaseScope<StaffCaller>,
  order: OrderRow,
  input: TCreateEscalationRequest,
): Promise<{ id: number; version: number }> {
  const [row] = await tx
    .insert(escalations)
    .values({
      order_id: order.id,
      channel_id: input.channel_id,
      reason_id: input.reason_id,
      warehouse_id: input.warehouse_id ?? null,
      status: ESCALATION_STATUS.OPEN,
      created_by_login_id: caller.login_id,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: escalations.id, version: escalations.version });
  if (!row) throw new Error('createEscalation: insert returned no row');
  await tx
    .insert(escalationCarts)
    .values(input.cart_pids.map((cart_id) => ({ escalation_id: row.id, cart_id })));
  if (input.ticket_ids.length > 0) {
    await tx
      .insert(escalationTickets)
      .values(input.ticket_ids.map((ticket_id) => ({ escalation_id: row.id, ticket_id })));
  }
  return row;
}
