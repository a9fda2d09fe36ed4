import { changeCartStatusCounts, type Database } from '@backoffice/db';
import { carts, staff, type CartRow, type StaffRow } from '@backoffice/db/schema';
import {
  assignmentRefusal,
  TEAM_MESSAGES as M,
  type AssignCetResponse,
  type TAssignCetRequest,
} from '@backoffice/domain/calls/team';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { teamError } from './team.errors';
import { runUseCase, type Caller, type UseCaseScope } from '../../../core/use-case';
import { lockOrderWithCarts, orderNotFound } from '../../orders/index';

/**
 * Gives carts of one order to an agent (a Team Leader's reassignment), in one transaction: lock
 * the order and its carts, check each cart is the order's and at the version read (409), check
 * the agent may take each cart (domain rule), then move the carts, comment on the order, audit
 * each cart and move the work lists' counts from the old agent to the new one.
 */
export async function assignCarts(
  ctx: AppContext,
  caller: Caller,
  input: TAssignCetRequest,
): Promise<AssignCetResponse> {
  return runUseCase(ctx, caller, async (scope) => {
    const named = await lockNamedCarts(scope.tx, input);
    const agent = await agentOf(scope.tx, input.login_id);
    const moving = await assignLockedCarts(scope, named, agent, input.comment);
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

/**
 * Gives carts locked with their order to an agent, inside the caller's transaction: the agent
 * rule for each cart and at least one cart not theirs already (refused before anything is
 * written), then each cart moved with the order's comment and its audit, and the list counts.
 * Answers the carts moved.
 */
export async function assignLockedCarts(
  scope: UseCaseScope,
  named: readonly CartRow[],
  agent: StaffRow,
  comment: string | null | undefined,
): Promise<CartRow[]> {
  for (const cart of named) {
    const refusal = assignmentRefusal(agent, cart.orm_order_status);
    if (refusal) throw teamError('calls.assignment_refused', refusal).at('login_id');
  }
  const moving = named.filter((c) => c.assigned_login_id !== agent.login_id);
  if (moving.length === 0) {
    throw teamError('calls.already_assigned', agent.name).at('login_id');
  }
  const note = comment ? `${M.assigned(agent.name)}: ${comment}` : M.assigned(agent.name);
  for (const cart of moving) await assignCart(scope, cart, agent, note);
  // Last: the counts rows of busy lists are what other cart changes queue on.
  await moveListCounts(scope.tx, moving, agent);
  return moving;
}

/** The named carts, locked with their order, each the order's and at the version read (409). */
async function lockNamedCarts(tx: Database, input: TAssignCetRequest): Promise<CartRow[]> {
  const locked = await lockOrderWithCarts(tx, input.order_random_id);
  if (!locked) throw orderNotFound();
  const named = input.carts.map(({ cart_pid, version }) => {
    const cart = locked.carts.find((c) => c.id === cart_pid);
    if (!cart) {
      throw teamError('calls.cart_not_in_order', cart_pid, input.order_random_id).at('carts');
    }
    return { cart, version };
  });
  if (named.some(({ cart, version }) => cart.version !== version)) throw new AppError('STALE');
  return named.map((n) => n.cart);
}

/** One cart to the agent, on the order's comments against its status and in the audit log. */
async function assignCart(
  { tx, record, now }: UseCaseScope,
  cart: CartRow,
  agent: StaffRow,
  note: string,
): Promise<void> {
  await tx
    .update(carts)
    .set({
      assigned_login_id: agent.login_id,
      version: sql`${carts.version} + 1`,
      updated_at: now,
    })
    .where(eq(carts.id, cart.id));
  await record.change({
    entity: 'cart',
    id: cart.id,
    changes: { assigned_login_id: { before: cart.assigned_login_id, after: agent.login_id } },
    reason: note,
    comment: {
      order_id: cart.order_id,
      cart_id: cart.id,
      order_status: cart.orm_order_status,
      text: note,
    },
  });
}

const countKey = (cart: CartRow) => ({
  affiliate_id: cart.affiliate_id,
  orm_order_status: cart.orm_order_status,
});

/** The moved carts leave their old agent's work list counts for the new agent's. */
async function moveListCounts(tx: Database, moved: readonly CartRow[], agent: StaffRow) {
  await changeCartStatusCounts(
    tx,
    moved.flatMap((cart) => [
      { ...countKey(cart), assigned_login_id: cart.assigned_login_id, delta: -1 },
      { ...countKey(cart), assigned_login_id: agent.login_id, delta: 1 },
    ]),
  );
}

/**
 * The agent, read under a share lock so that a member edit deactivating them waits for this
 * assignment (or this one sees them inactive).
 */
export async function agentOf(tx: Database, loginId: number) {
  const [agent] = await tx.select().from(staff).where(eq(staff.login_id, loginId)).for('share');
  if (!agent) throw teamError('calls.invalid_agent').at('login_id');
  return agent;
}
