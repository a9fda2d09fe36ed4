import type { Database } from '@backoffice/db';
import { escalationCarts, escalations, orders, type EscalationRow } from '@backoffice/db/schema';
import {
  ESCALATION_MESSAGES as M,
  switchCartViolation,
  type SwitchCartEscalationResponse,
  type TSwitchCartEscalationRequest,
} from '@backoffice/domain/calls/escalations';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { runUseCase, type Caller, type UseCaseScope } from '../../../core/use-case';
import { escalationError, escalationNotFound } from './escalations.errors';
import { orderCartChoices } from './escalations.queries';

/**
 * Replaces one product of an escalation by another cart of the same order, against the version
 * read (409 otherwise), while the escalation is Open or In Progress. Locks the order first, as
 * raising an escalation does, then the escalation.
 */
export async function switchCartEscalation(
  ctx: AppContext,
  caller: Caller,
  input: TSwitchCartEscalationRequest,
): Promise<SwitchCartEscalationResponse> {
  return runUseCase(ctx, caller, async (scope) => {
    const { tx, now } = scope;
    const escalation = await lockEscalation(tx, input);
    const before = await productsOf(tx, escalation.id);
    const violation = switchCartViolation(
      { escalation_id: escalation.id, status: escalation.status, cart_pids: before },
      input,
      await orderCartChoices(tx, escalation.order_id),
    );
    if (violation) {
      throw escalationError('calls.switch_refused', violation.message).at(violation.field);
    }

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
    await recordSwitch(scope, escalation, before, input);
    return {
      success: true as const,
      message: M.switched,
      escalation_id: escalation.id,
      version: escalation.version + 1,
    };
  });
}

/** The escalation locked at the version read, after its order (the order raising one locks). */
async function lockEscalation(
  tx: Database,
  input: TSwitchCartEscalationRequest,
): Promise<EscalationRow> {
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
  return escalation;
}

/** The escalation's products (cart ids), in order. */
async function productsOf(tx: Database, escalationId: number): Promise<number[]> {
  const rows = await tx
    .select({ cart_id: escalationCarts.cart_id })
    .from(escalationCarts)
    .where(eq(escalationCarts.escalation_id, escalationId))
    .orderBy(asc(escalationCarts.cart_id));
  return rows.map((r) => r.cart_id);
}

/** Audits the switch, with its story on the order's comments. */
async function recordSwitch(
  { record }: UseCaseScope,
  escalation: EscalationRow,
  before: number[],
  input: TSwitchCartEscalationRequest,
): Promise<void> {
  const after = before.map((id) => (id === input.cart_pid ? input.new_cart_pid : id));
  const text = `Escalation ${escalation.id}: cart ${input.cart_pid} switched for cart ${input.new_cart_pid}`;
  await record.change({
    entity: 'escalation',
    id: escalation.id,
    changes: { cart_pids: { before, after } },
    reason: text,
    comment: { order_id: escalation.order_id, text },
  });
}
