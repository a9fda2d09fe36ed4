import { STATUS } from '@backoffice/domain/orders';
import type { Database } from '@backoffice/db';
import {
  carts,
  codToOnlineCarts,
  codToOnlineRequests,
  orderPayments,
  orders,
  type CartRow,
  type CodToOnlineRequestRow,
  type CustomerRow,
  type OrderRow,
  type PaymentLinkRow,
} from '@backoffice/db/schema';
import { type CartConversionLinkType } from '@backoffice/domain/sales/payments';
import { asc, eq } from 'drizzle-orm';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { paymentError } from './payments.errors';
import { recordAudit, type AuditActor } from '../../../core/audit/audit.service';
import { codToOnlineRows } from './cart-payables';
import { createPaymentLink } from './link-writes';

/** The carts of an order, locked in id order (after the order itself, as status changes do). */
export function lockCartsOf(tx: Database, orderId: number): Promise<CartRow[]> {
  return tx
    .select()
    .from(carts)
    .where(eq(carts.order_id, orderId))
    .orderBy(asc(carts.id))
    .for('update');
}

/** A move of some carts of a locked order from cash on delivery to online. */
export interface NewConversion {
  order: OrderRow;
  customer: CustomerRow;
  cartIds: number[];
  source: CartConversionLinkType;
  methodId: number;
  /** A bank reference: the payment is taken now. Null: a payment link is sent. */
  paymentRefId: string | null;
  /** The amount the caller saw, paise; another amount now means the carts changed (409). */
  expectedPaise: number | null;
  by: number;
  actor: AuditActor;
}

export interface Conversion {
  request: CodToOnlineRequestRow;
  link: PaymentLinkRow | null;
}

/**
 * Moves carts to online: each named cart must be eligible (001 section 5) and not already
 * awaiting a payment; the amount is their COD payable. With a link, the request waits for the
 * customer; with a bank reference, the payment is recorded at once and the carts are settled.
 */
export async function createConversion(
  ctx: AppContext,
  tx: Database,
  c: NewConversion,
): Promise<Conversion> {
  const now = ctx.now();
  const orderCarts = await lockCartsOf(tx, c.order.id);
  const rows = await codToOnlineRows(tx, c.order, orderCarts, now);
  const picked = c.cartIds.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw paymentError('sales.cart_not_of_order').at('cart_ids');
    if (row.refusal) throw paymentError('sales.cart_refused', id, row.refusal).at('cart_ids');
    return row;
  });
  const amount = picked.reduce((sum, r) => sum + r.total_cod_paise, 0);
  if (c.expectedPaise !== null && c.expectedPaise !== amount) throw new AppError('STALE');

  const link =
    c.paymentRefId === null
      ? await createPaymentLink(ctx, tx, {
          order: c.order,
          customer: c.customer,
          type: c.source,
          methodId: c.methodId,
          amountPaise: amount,
          cartIds: c.cartIds,
          createdBy: c.by,
          actor: c.actor,
        })
      : null;
  const [request] = await tx
    .insert(codToOnlineRequests)
    .values({
      order_id: c.order.id,
      source: c.source,
      method_id: c.methodId,
      amount_paise: amount,
      status: link ? 'pending' : 'paid',
      payment_link_id: link?.id ?? null,
      payment_ref_id: c.paymentRefId,
      expires_at: link?.expires_at ?? null,
      created_by_login_id: c.by,
      created_at: now,
      updated_at: now,
    })
    .returning();
  if (!request) throw new Error('createConversion: insert returned no row');
  await tx.insert(codToOnlineCarts).values(
    picked.map((r) => ({
      request_id: request.id,
      cart_id: r.id,
      amount_paise: r.total_cod_paise,
    })),
  );
  await recordAudit(tx, {
    actor: c.actor,
    at: now,
    entity: 'order',
    entityId: c.order.order_random_id,
    changes: {
      cod_to_online: {
        before: null,
        after: {
          cto_id: request.id,
          cart_pids: c.cartIds,
          amount: toWireRupees(amount),
          status: request.status,
          ...(c.paymentRefId ? { payment_ref_id: c.paymentRefId } : {}),
        },
      },
    },
    reason: link
      ? `COD to online: payment link ${link.transaction_id} sent`
      : `COD to online paid with reference ${c.paymentRefId}`,
  });
  if (!link) {
    await tx.insert(orderPayments).values({
      order_id: c.order.id,
      method_id: c.methodId,
      amount_paise: amount,
      status: 'paid',
      reference: c.paymentRefId,
      recorded_by_login_id: c.by,
      created_at: now,
    });
    await settleOrderIfPaid(ctx, tx, c.order, c.methodId, c.actor);
  }
  return { request, link };
}

/** Marks a request paid (its link was paid) and settles the order when nothing is left on COD. */
export async function markConversionPaid(
  ctx: AppContext,
  tx: Database,
  request: CodToOnlineRequestRow,
  order: OrderRow,
  actor: AuditActor,
): Promise<void> {
  const now = ctx.now();
  await tx
    .update(codToOnlineRequests)
    .set({ status: 'paid', version: request.version + 1, updated_at: now })
    .where(eq(codToOnlineRequests.id, request.id));
  await settleOrderIfPaid(ctx, tx, order, request.method_id, actor);
}

/**
 * Once no cart of a COD order (cancelled ones aside) has anything payable on delivery, the
 * order itself becomes an online order paid through the method of the last payment.
 */
async function settleOrderIfPaid(
  ctx: AppContext,
  tx: Database,
  order: OrderRow,
  methodId: number,
  actor: AuditActor,
): Promise<void> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
  if (!current || current.payment_type !== 'COD') return;
  const orderCarts = await tx.select().from(carts).where(eq(carts.order_id, order.id));
  const rows = await codToOnlineRows(tx, current, orderCarts, ctx.now());
  const stillCod = rows.some(
    (r) => r.orm_order_status !== STATUS.CANCELLED && r.total_cod_paise > 0,
  );
  if (stillCod) return;
  const now = ctx.now();
  await tx
    .update(orders)
    .set({
      payment_type: 'ONLINE',
      payment_method_id: methodId,
      version: current.version + 1,
      updated_at: now,
    })
    .where(eq(orders.id, order.id));
  await recordAudit(tx, {
    actor,
    at: now,
    entity: 'order',
    entityId: order.order_random_id,
    changes: {
      payment_type: { before: 'COD', after: 'ONLINE' },
      payment_method_id: { before: current.payment_method_id, after: methodId },
    },
    reason: 'Every cart is paid online',
  });
}
