import { escalationCarts, escalations, orders } from '@backoffice/db/schema';
import {
  ESCALATION_MESSAGES as M,
  switchCartViolation,
  type SwitchCartEscalationResponse,
  type TSwitchCartEscalationRequest,
} from '@backoffice/domain/calls/escalations';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError, fieldError } from '../../../core/errors';
import type { Authenticated } from '../../../core/http';
import { recordAudit, type AuditActor } from '../../../core/audit/audit.service';
import { noteOnOrder } from './create-escalation.service';
import { escalationNotFound } from './escalations.errors';
import { orderCartChoices } from './escalations.queries';

/**
 * Replaces one product of an escalation by another cart of the same order, against the version
 * read (409 otherwise), while the escalation is Open or In Progress. Locks the order first, as
 * raising an escalation does, then the escalation.
 */
export async function switchCartEscalation(
  ctx: AppContext,
  auth: Authenticated,
  actor: AuditActor,
  input: TSwitchCartEscalationRequest,
): Promise<SwitchCartEscalationResponse> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [located] = await tx
      .select({ order_id: escalations.order_id })
      .from(escalations)
      .where(eq(escalations.id, input.escalation_id));
    if (!located) throw escalationNotFound();
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, located.order_id))
      .for('update');
    const [escalation] = await tx
      .select()
      .from(escalations)
      .where(eq(escalations.id, input.escalation_id))
      .for('update');
    if (!escalation) throw escalationNotFound();
    if (escalation.version !== input.version) throw new AppError('STALE');

    const before = (
      await tx
        .select({ cart_id: escalationCarts.cart_id })
        .from(escalationCarts)
        .where(eq(escalationCarts.escalation_id, escalation.id))
        .orderBy(asc(escalationCarts.cart_id))
    ).map((r) => r.cart_id);
    const violation = switchCartViolation(
      { escalation_id: escalation.id, status: escalation.status, cart_pids: before },
      input,
      await orderCartChoices(tx, escalation.order_id),
    );
    if (violation) throw fieldError(violation.field, violation.message);

    await tx
      .update(escalationCarts)
      .set({ cart_id: input.new_cart_pid })
      .where(
        and(
          eq(escalationCarts.escalation_id, escalation.id),
          eq(escalationCarts.cart_id, input.cart_pid),
        ),
      );
    await tx
      .update(escalations)
      .set({ version: sql`${escalations.version} + 1`, updated_at: now })
      .where(eq(escalations.id, escalation.id));
    const after = before.map((id) => (id === input.cart_pid ? input.new_cart_pid : id));
    const text = `Escalation ${escalation.id}: cart ${input.cart_pid} switched for cart ${input.new_cart_pid}`;
    await noteOnOrder(tx, auth, { order_id: escalation.order_id, text, now });
    await recordAudit(tx, {
      actor,
      at: now,
      entity: 'escalation',
      entityId: escalation.id,
      changes: { cart_pids: { before, after } },
      reason: text,
    });
    return {
      success: true as const,
      message: M.switched,
      escalation_id: escalation.id,
      version: escalation.version + 1,
    };
  });
}
