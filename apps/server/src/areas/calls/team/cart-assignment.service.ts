import { changeCartStatusCounts, type Database } from '@backoffice/db';
import { carts, orderComments, staff, type CartRow } from '@backoffice/db/schema';
import {
  assignmentRefusal,
  TEAM_MESSAGES as M,
  type AssignCetResponse,
  type TAssignCetRequest,
} from '@backoffice/domain/calls/team';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError, fieldError } from '../../../core/errors';
import type { Authenticated } from '../../../core/http';
import { recordAudit, type AuditActor } from '../../../core/audit/audit.service';
import { orderNotFound } from '../../orders/details/orders.errors';
import { lockOrderWithCarts } from '../../orders/status/order-locks';

/**
 * Gives carts of one order to an agent (a Team Leader's reassignment), in one transaction: lock
 * the order and its carts, check each cart is the order's and at the version read (409), check
 * the agent may take each cart (domain rule), then move the carts, comment on the order, audit
 * each cart and move the work lists' counts from the old agent to the new one.
 */
export async function assignCarts(
  ctx: AppContext,
  auth: Authenticated,
  actor: AuditActor,
  input: TAssignCetRequest,
): Promise<AssignCetResponse> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOrderWithCarts(tx, input.order_random_id);
    if (!locked) throw orderNotFound();
    const named = input.carts.map(({ cart_pid, version }) => {
      const cart = locked.carts.find((c) => c.id === cart_pid);
      if (!cart) throw fieldError('carts', M.cartNotInOrder(cart_pid, input.order_random_id));
      return { cart, version };
    });
    if (named.some(({ cart, version }) => cart.version !== version)) throw new AppError('STALE');
    const agent = await agentOf(tx, input.login_id);
    for (const { cart } of named) {
      const refusal = assignmentRefusal(agent, cart.orm_order_status);
      if (refusal) throw fieldError('login_id', refusal);
    }
    const moving = named.map((n) => n.cart).filter((c) => c.assigned_login_id !== agent.login_id);
    if (moving.length === 0) throw fieldError('login_id', M.alreadyAssigned(agent.name));

    const note = input.comment
      ? `${M.assigned(agent.name)}: ${input.comment}`
      : M.assigned(agent.name);
    for (const cart of moving) {
      await tx
        .update(carts)
        .set({
          assigned_login_id: agent.login_id,
          version: sql`${carts.version} + 1`,
          updated_at: now,
        })
        .where(eq(carts.id, cart.id));
      await comment(tx, auth, { cart, text: note, now });
      await recordAudit(tx, {
        actor,
        at: now,
        entity: 'cart',
        entityId: cart.id,
        changes: { assigned_login_id: { before: cart.assigned_login_id, after: agent.login_id } },
        reason: note,
      });
    }
    // Last: the counts rows of busy lists are what other cart changes queue on.
    await changeCartStatusCounts(
      tx,
      moving.flatMap((cart) => [
        { ...countKey(cart), assigned_login_id: cart.assigned_login_id, delta: -1 },
        { ...countKey(cart), assigned_login_id: agent.login_id, delta: 1 },
      ]),
    );
    const assignedTo = { login_id: agent.login_id, name: agent.name };
    return {
      success: true,
      message: M.assigned(agent.name),
      carts: moving.map((c) => ({
        cart_pid: c.id,
        version: c.version + 1,
        assigned_to: assignedTo,
      })),
    };
  });
}

const countKey = (cart: CartRow) => ({
  affiliate_id: cart.affiliate_id,
  orm_order_status: cart.orm_order_status,
});

/**
 * The agent, read under a share lock so that a member edit deactivating them waits for this
 * assignment (or this one sees them inactive).
 */
async function agentOf(tx: Database, loginId: number) {
  const [agent] = await tx.select().from(staff).where(eq(staff.login_id, loginId)).for('share');
  if (!agent) throw fieldError('login_id', M.invalidAgent);
  return agent;
}

/** The assignment on the order's comments, against the cart's status, by the Team Leader. */
async function comment(
  tx: Database,
  auth: Authenticated,
  c: { cart: CartRow; text: string; now: Date },
): Promise<void> {
  await tx.insert(orderComments).values({
    order_id: c.cart.order_id,
    cart_id: c.cart.id,
    order_status: c.cart.orm_order_status,
    comment: c.text,
    by_login_id: auth.staff.login_id,
    by_role: auth.staff.role,
    by_name: auth.staff.name,
    created_at: c.now,
  });
}
