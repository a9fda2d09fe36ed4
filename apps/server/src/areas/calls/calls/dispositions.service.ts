import type { Database } from '@backoffice/db';
import {
  breakReasons,
  callDispositions,
  orderComments,
  type CallRecordRow,
  type CartRow,
  type OrderRow,
} from '@backoffice/db/schema';
import { can } from '@backoffice/domain/access';
import {
  callStatusLabel,
  DISPOSITION_MESSAGES as M,
  DISPOSITION_SOURCE,
  dispositionErrors,
  dispositionPath,
  type DispositionCategory,
  type SaveDispositionResponse,
  type TCrmDisposition,
} from '@backoffice/domain/calls/calls';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError, fieldError } from '../../../core/errors';
import type { Authenticated } from '../../../core/http';
import { recordAudit, type AuditActor } from '../../../core/audit/audit.service';
import { cartNotFound } from '../../orders/details/orders.errors';
import { switchUserStatus } from '../../identity/user-status/user-status.service';
import { agentCall, cartOfChannel, dispositionTree, orderWithCarts } from './dispositions.queries';

type Path = NonNullable<ReturnType<typeof dispositionPath>>;

/**
 * Records the disposition of a call (001 sections 5 and 7), source CRM, with the caller's role
 * and login id. One transaction: the path must be one of the tree; the call, when named, one the
 * caller placed; the clicked cart one of its channel; at least one product of the order when the
 * order has records. The disposition shows on the order as a comment. With a break reason the
 * caller pauses: the Working/Break switch of user-status puts them on Break.
 */
export async function saveDisposition(
  ctx: AppContext,
  auth: Authenticated,
  actor: AuditActor,
  input: TCrmDisposition,
): Promise<SaveDispositionResponse> {
  if (input.break_reason !== null && !can(auth.principal, 'status:toggle', ctx.config.access)) {
    throw new AppError('FORBIDDEN');
  }
  const now = ctx.now();
  const loginId = auth.staff.login_id;
  return ctx.db.transaction(async (tx) => {
    const path = pathOrError(await dispositionTree(tx), input);
    const call = input.call_details
      ? await agentCall(tx, input.call_details.call_id, loginId)
      : undefined;
    if (input.call_details && !call) throw fieldError('call_details.call_id', 'Call not found');
    const about = await orderAbout(tx, input, call);
    const errors = dispositionErrors({
      ...input,
      order_cart_ids: about?.carts.map((c) => c.id) ?? [],
      pause: input.break_reason !== null,
    });
    const [field, message] = Object.entries(errors)[0] ?? [];
    if (field && message) throw fieldError(field, message);
    const breakReason =
      input.break_reason === null ? null : await breakReasonName(tx, input.break_reason);

    const [saved] = await tx
      .insert(callDispositions)
      .values({
        call_record_id: call?.id ?? null,
        order_id: about?.order.id ?? null,
        category_id: input.category,
        sub_category_id: input.sub_category,
        third_category_id: input.third_category,
        cart_ids: input.cart_ids,
        comments: input.comments,
        clicked_affiliate_id: input.clicked_affiliate_id,
        clicked_cart_id: input.clicked_cart_id,
        break_reason_id: input.break_reason,
        source: DISPOSITION_SOURCE,
        login_id: loginId,
        role: auth.staff.role,
        created_at: now,
      })
      .returning();
    if (!saved) throw new Error('saveDisposition: insert returned no row');
    if (about) await commentOnOrder(tx, auth, { about, input, path, call, now });
    await recordAudit(tx, {
      actor,
      at: now,
      entity: about ? 'order' : 'call_disposition',
      entityId: about ? about.order.order_random_id : saved.id,
      changes: {
        disposition: {
          before: null,
          after: { id: saved.id, ...path, cart_ids: input.cart_ids, break_reason: breakReason },
        },
      },
      ...(input.comments ? { reason: input.comments } : {}),
    });
    if (breakReason) {
      await switchUserStatus(tx, {
        actor,
        loginId,
        status: 'break',
        now,
        reason: `Going on Break: ${breakReason}`,
      });
    }
    return {
      success: true as const,
      message: breakReason ? M.savedAndPaused : M.saved,
      status: breakReason ? ('break' as const) : auth.staff.status,
      disposition: {
        id: saved.id,
        ...path,
        cart_ids: input.cart_ids,
        comments: input.comments,
        call_id: call?.call_id ?? null,
        order_id: about?.order.order_random_id ?? null,
        break_reason: breakReason,
        source: DISPOSITION_SOURCE,
        login_id: loginId,
        role: auth.staff.role,
        created_at: now.toISOString(),
      },
    };
  });
}

/** The names of the chosen path; a 400 on the first level that is not in the tree. */
function pathOrError(tree: readonly DispositionCategory[], input: TCrmDisposition): Path {
  const path = dispositionPath(tree, input);
  if (path) return path;
  const category = tree.find((c) => c.id === input.category);
  const sub = category?.sub_categories.find((s) => s.id === input.sub_category);
  const field = !category ? 'category' : !sub ? 'sub_category' : 'third_category';
  throw fieldError(field, M.invalidPath);
}

interface OrderAbout {
  order: OrderRow;
  carts: CartRow[];
  clicked: CartRow | null;
}

/** The order the disposition is about: the clicked cart's, else the call's; none otherwise. */
async function orderAbout(
  tx: Database,
  input: TCrmDisposition,
  call: CallRecordRow | undefined,
): Promise<OrderAbout | undefined> {
  let orderId = call?.order_id ?? null;
  let clicked: CartRow | null = null;
  if (input.clicked_cart_id !== null && input.clicked_affiliate_id !== null) {
    const found = await cartOfChannel(tx, input.clicked_cart_id, input.clicked_affiliate_id);
    if (!found) throw cartNotFound();
    if (orderId !== null && orderId !== found.order.id) {
      throw fieldError('clicked_cart_id', 'The cart is not of the order the call was about');
    }
    orderId = found.order.id;
    clicked = found.cart;
  }
  if (orderId === null) return undefined;
  const order = await orderWithCarts(tx, orderId);
  return order ? { ...order, clicked } : undefined;
}

async function breakReasonName(tx: Database, id: number): Promise<string> {
  const [reason] = await tx
    .select({ name: breakReasons.name })
    .from(breakReasons)
    .where(and(eq(breakReasons.id, id), eq(breakReasons.is_active, true)));
  if (!reason) throw fieldError('break_reason', M.invalidBreakReason);
  return reason.name;
}

/** The disposition on the order's comments (001 "Comment": call_disposition_details). */
async function commentOnOrder(
  tx: Database,
  auth: Authenticated,
  c: {
    about: OrderAbout;
    input: TCrmDisposition;
    path: Path;
    call: CallRecordRow | undefined;
    now: Date;
  },
): Promise<void> {
  const { about, input, path } = c;
  const cart = about.clicked ?? about.carts.find((k) => input.cart_ids.includes(k.id)) ?? null;
  await tx.insert(orderComments).values({
    order_id: about.order.id,
    cart_id: cart?.id ?? null,
    order_status: cart?.orm_order_status ?? null,
    comment:
      input.comments ??
      `Disposition: ${path.category} / ${path.sub_category} / ${path.third_category}`,
    by_login_id: auth.staff.login_id,
    by_role: auth.staff.role,
    by_name: auth.staff.name,
    disposition: { ...path, call_detail_type: c.call ? callStatusLabel(c.call.call_state) : null },
    created_at: c.now,
  });
}
