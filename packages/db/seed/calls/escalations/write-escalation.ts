import {
  ESCALATION_STATUS,
  reasonChoice,
  type EscalationChannelId,
  type EscalationStatusId,
  type EscalationSubReasonId,
} from '@backoffice/domain/calls/escalations';
import { type WarehouseId } from '@backoffice/domain/warehouse';
import type { Database } from '../../../src/client';
import {
  auditLog,
  escalationCarts,
  escalations,
  escalationTickets,
  type EscalationRow,
} from '../../../src/schema/index';

/** An escalation to write with its products, tickets and the audit of how it got here. */
export interface EscalationPlan {
  order_id: number;
  order_random_id: string;
  channel_id: EscalationChannelId;
  reason_id: EscalationSubReasonId;
  warehouse_id: WarehouseId | null;
  status: EscalationStatusId;
  cart_ids: readonly number[];
  ticket_ids: readonly number[];
  created_by: { login_id: number; role: string };
  created_at: Date;
  /** When it reached its status, for an escalation past Open. */
  status_changed_at?: Date;
}

/**
 * Writes an escalation as create-escalation would have, and, past Open, the status change the
 * helpdesk made: the same rows and audit entries the server writes.
 */
export async function writeEscalation(tx: Database, plan: EscalationPlan): Promise<EscalationRow> {
  const changedAt = plan.status_changed_at ?? plan.created_at;
  const [row] = await tx
    .insert(escalations)
    .values({
      order_id: plan.order_id,
      channel_id: plan.channel_id,
      reason_id: plan.reason_id,
      warehouse_id: plan.warehouse_id,
      status: plan.status,
      created_by_login_id: plan.created_by.login_id,
      version: plan.status === ESCALATION_STATUS.OPEN ? 1 : 2,
      created_at: plan.created_at,
      updated_at: changedAt,
    })
    .returning();
  if (!row) throw new Error('writeEscalation: insert returned no row');
  await tx
    .insert(escalationCarts)
    .values(plan.cart_ids.map((cart_id) => ({ escalation_id: row.id, cart_id })));
  if (plan.ticket_ids.length > 0) {
    await tx
      .insert(escalationTickets)
      .values(plan.ticket_ids.map((ticket_id) => ({ escalation_id: row.id, ticket_id })));
  }
  await tx.insert(auditLog).values({
    actor_login_id: plan.created_by.login_id,
    actor_role: plan.created_by.role,
    at: plan.created_at,
    entity: 'escalation',
    entity_id: String(row.id),
    changes: {
      escalation: {
        before: null,
        after: {
          order_random_id: plan.order_random_id,
          channel_id: plan.channel_id,
          reason_id: plan.reason_id,
          warehouse_id: plan.warehouse_id,
          ticket_ids: plan.ticket_ids,
          cart_pids: plan.cart_ids,
          status: ESCALATION_STATUS.OPEN,
        },
      },
    },
    reason: reasonText(plan.reason_id),
    request_id: null,
  });
  if (plan.status !== ESCALATION_STATUS.OPEN) {
    await tx.insert(auditLog).values({
      actor_login_id: null,
      actor_role: 'system',
      at: changedAt,
      entity: 'escalation',
      entity_id: String(row.id),
      changes: { status: { before: ESCALATION_STATUS.OPEN, after: plan.status } },
      reason: 'Updated by the helpdesk',
      request_id: null,
    });
  }
  return row;
}

/** "Reason / Sub reason", as create-escalation writes it with its audit entry. */
function reasonText(reasonId: EscalationSubReasonId): string | null {
  const choice = reasonChoice(reasonId);
  return choice ? `${choice.reason.reason} / ${choice.subReason.sub_reason}` : null;
}
