import type { Database } from '@backoffice/db';
import {
  escalationCarts,
  escalations,
  escalationTickets,
  orderComments,
} from '@backoffice/db/schema';
import {
  ESCALATION_MESSAGES as M,
  ESCALATION_OPEN,
  escalationViolations,
  type CreateEscalationResponse,
  type TCreateEscalationRequest,
} from '@backoffice/domain/calls/escalations';
import type { AppContext } from '../../../core/context';
import { fieldError } from '../../../core/errors';
import type { Authenticated } from '../../../core/http';
import { recordAudit, type AuditActor } from '../../../core/audit/audit.service';
import { orderByRandomId } from '../../orders/details/order-details.queries';
import { orderNotFound } from '../../orders/details/orders.errors';
import { channelView, reasonView } from './escalation-views';
import { ruleViolations } from './escalations.errors';
import { linkableTickets, orderCartChoices } from './escalations.queries';

/**
 * Raises an escalation on an order: checks the rules against the order's tickets and carts
 * (escalationViolations), writes the escalation Open with its products and tickets, notes it on
 * the order's comments and audits it. The order row is locked so that two agents cannot put
 * one cart in two open escalations at once.
 */
export async function createEscalation(
  ctx: AppContext,
  auth: Authenticated,
  actor: AuditActor,
  input: TCreateEscalationRequest,
): Promise<CreateEscalationResponse> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const found = await orderByRandomId(tx, input.order_random_id, true);
    if (!found) throw orderNotFound();
    const { order } = found;
    if (order.affiliate_id !== input.affiliate_id) {
      throw fieldError('affiliate_id', M.affiliateMismatch);
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

    const warehouseId = input.warehouse_id ?? null;
    const [row] = await tx
      .insert(escalations)
      .values({
        order_id: order.id,
        channel_id: input.channel_id,
        reason_id: input.reason_id,
        warehouse_id: warehouseId,
        status: ESCALATION_OPEN,
        created_by_login_id: auth.staff.login_id,
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
    const reason = reasonView(input.reason_id);
    const why = `${reason.reason} / ${reason.sub_reason}`;
    await noteOnOrder(tx, auth, {
      order_id: order.id,
      text: `Escalation ${row.id} raised via ${channelView(input.channel_id).channel_name}: ${why}`,
      now,
    });
    await recordAudit(tx, {
      actor,
      at: now,
      entity: 'escalation',
      entityId: row.id,
      changes: {
        escalation: {
          before: null,
          after: {
            order_random_id: order.order_random_id,
            channel_id: input.channel_id,
            reason_id: input.reason_id,
            warehouse_id: warehouseId,
            ticket_ids: input.ticket_ids,
            cart_pids: input.cart_pids,
            status: ESCALATION_OPEN,
          },
        },
      },
      reason: why,
    });
    return {
      success: true as const,
      message: M.created,
      escalation_id: row.id,
      version: row.version,
    };
  });
}

/** An order-level comment, so that the order page tells the escalation's story too. */
export async function noteOnOrder(
  tx: Database,
  auth: Authenticated,
  note: { order_id: number; text: string; now: Date },
): Promise<void> {
  await tx.insert(orderComments).values({
    order_id: note.order_id,
    comment: note.text,
    by_login_id: auth.staff.login_id,
    by_role: auth.staff.role,
    by_name: auth.staff.name,
    created_at: note.now,
  });
}
