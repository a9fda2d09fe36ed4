import type { Database } from '@backoffice/db';
import {
  carts,
  codToOnlineRequests,
  customers,
  orderComments,
  orders,
  orderPayments,
  paymentLinks,
  staff,
  type OrderRow,
  type PaymentLinkRow,
} from '@backoffice/db/schema';
import type { Principal } from '@backoffice/domain/access';
import { mayUsePaymentMethod, type PaymentMethodId } from '@backoffice/domain/orders';
import {
  CARD_LINK_METHOD_ID,
  effectiveLinkStatus,
  isCartConversionType,
  isLinkPayable,
  linkExpiresAt,
  linkMethodKind,
  onlinePaymentVias,
  paymentViaMethod,
  PAYMENT_LINK_MESSAGES as M,
  type OrderPaymentsResponse,
  type PaymentLinkAnswer,
  type TCancelPaymentLinkRequest,
  type TResendPaymentLinkRequest,
  type TSendPaymentLink,
} from '@backoffice/domain/sales/payments';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError, fieldError } from '../../../core/errors';
import type { Authenticated } from '../../../core/http';
import { recordAudit, type AuditActor } from '../../../core/audit/audit.service';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { orderByRandomId } from '../../orders/details/order-details.queries';
import { orderNotFound } from '../../orders/details/orders.errors';
import { rupees } from '../../orders/details/order-views';
import { amountDueOf, codToOnlineRows } from './cart-payables';
import { createConversion, lockCartsOf } from './conversions';
import { createPaymentLink, sendLinkMessage } from './link-writes';
import { toOrderPaymentView, toPaymentLinkView } from './payment-views';

const linkNotFound = () => new AppError('NOT_FOUND', { message: M.notFound });

/** The link method a payment_via names, checked against the caller's role (Juspay by default). */
export function linkMethodFor(via: string | null | undefined, p: Principal): PaymentMethodId {
  const method = via ? paymentViaMethod(via) : { id: CARD_LINK_METHOD_ID };
  if (!method || !linkMethodKind(method.id)) throw fieldError('payment_via', M.viaNotLink);
  if (!mayUsePaymentMethod(method.id as PaymentMethodId, p)) {
    throw fieldError('payment_via', M.viaNotAllowed);
  }
  return method.id as PaymentMethodId;
}

/** What the order still owes online: its carts' amounts (cancelled aside) less what was paid. */
async function onlineDue(tx: Database, order: OrderRow): Promise<{ due: number; paid: number }> {
  const orderCarts = await tx.select().from(carts).where(eq(carts.order_id, order.id));
  const due = orderCarts
    .filter((c) => c.orm_order_status !== 4)
    .reduce((sum, c) => sum + amountDueOf(order, c), 0);
  const paidRows = await tx
    .select({ amount: orderPayments.amount_paise, method: orderPayments.method_id })
    .from(orderPayments)
    .where(and(eq(orderPayments.order_id, order.id), eq(orderPayments.status, 'paid')));
  const paid = paidRows.filter((p) => p.method !== 1).reduce((sum, p) => sum + p.amount, 0);
  return { due, paid };
}

/**
 * Sends a payment link of one of the four types (001 section 7). RNR and cto move the named
 * carts to online (their COD payable); new asks an online order for what it still owes; other
 * asks for the amount given. Idempotent with a key: a retry answers the same link.
 */
export async function sendPaymentLink(
  ctx: AppContext,
  auth: Authenticated,
  actor: AuditActor,
  input: TSendPaymentLink,
  idempotency: IdempotentRequest | null,
): Promise<PaymentLinkAnswer> {
  return ctx.db.transaction((tx) =>
    onceOnly(tx, idempotency, async () => {
      const found = await orderByRandomId(tx, input.order_random_id, true);
      if (!found) throw orderNotFound();
      const { order, customer } = found;
      const methodId = linkMethodFor(input.payment_via, auth.principal);
      const by = auth.staff.login_id;
      let link: PaymentLinkRow;
      if (isCartConversionType(input.type)) {
        const conversion = await createConversion(ctx, tx, {
          order,
          customer,
          cartIds: input.cart_pids,
          source: input.type,
          methodId,
          paymentRefId: null,
          expectedPaise: null,
          by,
          actor,
        });
        if (!conversion.link) throw new Error('sendPaymentLink: a conversion without a link');
        link = conversion.link;
      } else {
        const cartIds = await cartsOfOrder(tx, order, input.cart_pids);
        const amountPaise = input.type === 'new' ? await newOrderDue(tx, order) : input.amount;
        if (!amountPaise) throw fieldError('amount', M.amountRequired);
        link = await createPaymentLink(ctx, tx, {
          order,
          customer,
          type: input.type,
          methodId,
          amountPaise,
          cartIds,
          createdBy: by,
          actor,
        });
      }
      return {
        success: true as const,
        message: M.sent,
        link: toPaymentLinkView(link, order.order_random_id, auth.staff.name, ctx.now()),
      };
    }),
  );
}

async function newOrderDue(tx: Database, order: OrderRow): Promise<number> {
  if (order.payment_type !== 'ONLINE') throw fieldError('type', M.newNeedsOnline);
  const { due, paid } = await onlineDue(tx, order);
  if (due - paid <= 0) throw fieldError('type', M.nothingDue);
  return due - paid;
}

async function cartsOfOrder(tx: Database, order: OrderRow, cartIds: number[]) {
  if (cartIds.length === 0) return [];
  const rows = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.order_id, order.id), inArray(carts.id, cartIds)));
  if (rows.length !== new Set(cartIds).size) {
    throw fieldError('cart_pids', 'The cart is not a cart of this order');
  }
  return cartIds;
}

/** A link locked with its order, at the version the caller read. */
async function lockedLink(tx: Database, transactionId: string, version: number) {
  const [located] = await tx
    .select({ order_id: paymentLinks.order_id })
    .from(paymentLinks)
    .where(eq(paymentLinks.transaction_id, transactionId));
  if (!located) throw linkNotFound();
  const found = await orderByIdForUpdate(tx, located.order_id);
  const [link] = await tx
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.transaction_id, transactionId))
    .for('update');
  if (!link || !found) throw linkNotFound();
  if (link.version !== version) throw new AppError('STALE');
  return { link, ...found };
}

async function orderByIdForUpdate(tx: Database, orderId: number) {
  const [row] = await tx
    .select({ order: orders, customer: customers })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  return row;
}

/**
 * Sends a link again: a link the customer can still pay goes out as it is; an expired one is
 * replaced by a new link of the same amount (valid 24 hours from now), and a COD-to-online
 * request waiting on it follows the new link. A paid or cancelled link is not sent again.
 */
export function resendPaymentLink(
  ctx: AppContext,
  auth: Authenticated,
  actor: AuditActor,
  input: TResendPaymentLinkRequest,
): Promise<PaymentLinkAnswer> {
  return ctx.db.transaction((tx) => resendLinkIn(ctx, tx, auth, actor, input));
}

/** resendPaymentLink inside a caller's transaction (the COD-to-online page's Resend). */
export async function resendLinkIn(
  ctx: AppContext,
  tx: Database,
  auth: Authenticated,
  actor: AuditActor,
  input: TResendPaymentLinkRequest,
): Promise<PaymentLinkAnswer> {
  {
    const { link, order, customer } = await lockedLink(tx, input.transaction_id, input.version);
    const now = ctx.now();
    const status = effectiveLinkStatus(link.status, link.expires_at, now);
    if (status === 'paid') throw fieldError('transaction_id', M.alreadyPaid);
    if (status === 'cancelled') throw fieldError('transaction_id', M.alreadyCancelled);
    if (isLinkPayable(status)) {
      await sendLinkMessage(ctx, tx, order, link, auth.staff.login_id);
      const [resent] = await tx
        .update(paymentLinks)
        .set({ resent_count: link.resent_count + 1, version: link.version + 1, updated_at: now })
        .where(eq(paymentLinks.id, link.id))
        .returning();
      await recordAudit(tx, {
        actor,
        at: now,
        entity: 'order',
        entityId: order.order_random_id,
        changes: {
          [`payment_link.${link.transaction_id}`]: {
            before: { resent_count: link.resent_count },
            after: { resent_count: link.resent_count + 1 },
          },
        },
        reason: `Payment link sent again to ${link.sent_to}`,
      });
      return answer(ctx, tx, resent ?? link, order, M.sent);
    }
    const [request] = await tx
      .select()
      .from(codToOnlineRequests)
      .where(eq(codToOnlineRequests.payment_link_id, link.id))
      .for('update');
    if (request && request.status !== 'pending' && request.status !== 'expired') {
      throw fieldError('transaction_id', M.alreadyCancelled);
    }
    if (request) await checkCartsStillEligible(ctx, tx, order, link.cart_ids);
    await tx
      .update(paymentLinks)
      .set({ status: 'expired', version: link.version + 1, updated_at: now })
      .where(eq(paymentLinks.id, link.id));
    const fresh = await createPaymentLink(ctx, tx, {
      order,
      customer,
      type: link.link_type,
      methodId: link.method_id,
      amountPaise: link.amount_paise,
      cartIds: link.cart_ids,
      createdBy: auth.staff.login_id,
      actor,
    });
    if (request) {
      await tx
        .update(codToOnlineRequests)
        .set({
          status: 'pending',
          payment_link_id: fresh.id,
          expires_at: linkExpiresAt(now),
          version: request.version + 1,
          updated_at: now,
        })
        .where(eq(codToOnlineRequests.id, request.id));
    }
    return answer(ctx, tx, fresh, order, M.sent);
  }
}

/** The carts of an expired conversion link may move online still (none was cancelled since). */
async function checkCartsStillEligible(
  ctx: AppContext,
  tx: Database,
  order: OrderRow,
  cartIds: number[],
) {
  const rows = await codToOnlineRows(tx, order, await lockCartsOf(tx, order.id), ctx.now());
  for (const id of cartIds) {
    const refusal = rows.find((r) => r.id === id)?.refusal;
    if (refusal) throw fieldError('transaction_id', `Cart ${id}: ${refusal}`);
  }
}

async function answer(
  ctx: AppContext,
  tx: Database,
  link: PaymentLinkRow,
  order: OrderRow,
  message: string,
): Promise<PaymentLinkAnswer> {
  const [author] =
    link.created_by_login_id === null
      ? []
      : await tx
          .select({ name: staff.name })
          .from(staff)
          .where(eq(staff.login_id, link.created_by_login_id));
  return {
    success: true,
    message,
    link: toPaymentLinkView(link, order.order_random_id, author?.name ?? null, ctx.now()),
  };
}

/**
 * Cancels a link not yet paid (001 section 5: a reason, confirmed): at the provider first, then
 * here, with the COD-to-online request it served; the reason goes on the order's comments.
 */
export function cancelPaymentLink(
  ctx: AppContext,
  auth: Authenticated,
  actor: AuditActor,
  input: TCancelPaymentLinkRequest,
): Promise<PaymentLinkAnswer> {
  return ctx.db.transaction((tx) => cancelLinkIn(ctx, tx, auth, actor, input));
}

/** cancelPaymentLink inside a caller's transaction (the COD-to-online page's Cancel). */
export async function cancelLinkIn(
  ctx: AppContext,
  tx: Database,
  auth: Authenticated,
  actor: AuditActor,
  input: TCancelPaymentLinkRequest,
): Promise<PaymentLinkAnswer> {
  {
    const { link, order } = await lockedLink(tx, input.transaction_id, input.version);
    if (link.link_type !== input.type) throw linkNotFound();
    const now = ctx.now();
    const status = effectiveLinkStatus(link.status, link.expires_at, now);
    if (status === 'paid') throw fieldError('transaction_id', M.notCancellable);
    if (status === 'cancelled') throw fieldError('transaction_id', M.alreadyCancelled);
    await ctx.integrations.payments.cancelLink(link.transaction_id);
    const [cancelled] = await tx
      .update(paymentLinks)
      .set({
        status: 'cancelled',
        cancel_reason: input.comments,
        cancelled_by_login_id: auth.staff.login_id,
        version: link.version + 1,
        updated_at: now,
      })
      .where(eq(paymentLinks.id, link.id))
      .returning();
    await tx
      .update(codToOnlineRequests)
      .set({
        status: 'cancelled',
        cancel_reason: input.comments,
        version: sql`${codToOnlineRequests.version} + 1`,
        updated_at: now,
      })
      .where(
        and(
          eq(codToOnlineRequests.payment_link_id, link.id),
          inArray(codToOnlineRequests.status, ['pending', 'expired']),
        ),
      );
    await tx.insert(orderComments).values({
      order_id: order.id,
      comment: `Payment link ${link.transaction_id} cancelled: ${input.comments}`,
      by_login_id: auth.staff.login_id,
      by_role: auth.staff.role,
      by_name: auth.staff.name,
      created_at: now,
    });
    await recordAudit(tx, {
      actor,
      at: now,
      entity: 'order',
      entityId: order.order_random_id,
      changes: {
        [`payment_link.${link.transaction_id}`]: {
          before: { status },
          after: { status: 'cancelled' },
        },
      },
      reason: input.comments,
    });
    return answer(ctx, tx, cancelled ?? link, order, M.cancelled);
  }
}

/** An order's payments and links, newest first, with what it owes (the Payment Links popup). */
export async function orderPaymentsOf(
  ctx: AppContext,
  principal: Principal,
  orderRandomId: string,
): Promise<OrderPaymentsResponse> {
  const found = await orderByRandomId(ctx.db, orderRandomId);
  if (!found) throw orderNotFound();
  const { order } = found;
  const now = ctx.now();
  const links = await ctx.db
    .select({ link: paymentLinks, name: staff.name })
    .from(paymentLinks)
    .leftJoin(staff, eq(staff.login_id, paymentLinks.created_by_login_id))
    .where(eq(paymentLinks.order_id, order.id))
    .orderBy(desc(paymentLinks.created_at), desc(paymentLinks.id));
  const payments = await ctx.db
    .select({ payment: orderPayments, name: staff.name })
    .from(orderPayments)
    .leftJoin(staff, eq(staff.login_id, orderPayments.recorded_by_login_id))
    .where(eq(orderPayments.order_id, order.id))
    .orderBy(desc(orderPayments.created_at), desc(orderPayments.id));
  const orderCarts = await ctx.db.select().from(carts).where(eq(carts.order_id, order.id));
  const rows = await codToOnlineRows(ctx.db, order, orderCarts, now);
  const live = rows.filter((r) => r.orm_order_status !== 4);
  const due = live.reduce((sum, r) => sum + r.amount_due_paise, 0);
  const cod = live.reduce((sum, r) => sum + r.total_cod_paise, 0);
  const transactionOf = new Map(links.map(({ link }) => [link.id, link.transaction_id]));
  return {
    order_random_id: order.order_random_id,
    payment_type: order.payment_type,
    version: order.version,
    amount_due: rupees(due),
    paid_online: rupees(due - cod),
    cod_payable: rupees(cod),
    payments: payments.map(({ payment, name }) =>
      toOrderPaymentView(
        payment,
        payment.payment_link_id === null
          ? null
          : (transactionOf.get(payment.payment_link_id) ?? null),
        name,
      ),
    ),
    links: links.map(({ link, name }) => toPaymentLinkView(link, order.order_random_id, name, now)),
    payment_vias: onlinePaymentVias(principal).map((m) => m.name),
  };
}
