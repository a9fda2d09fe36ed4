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
import type { UseCaseScope } from '../../../core/use-case';
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
  scope: UseCaseScope,
  c: NewConversion,
): Promise<Conversion> {
  const picked = await pickedCarts(scope, c);
  const amount = picked.reduce((sum, r) => sum + r.total_cod_paise, 0);
  if (c.expectedPaise !== null && c.expectedPaise !== amount) throw new AppError('STALE');
  const link =
    c.paymentRefId === null
      ? await createPaymentLink(ctx, scope, {
          order: c.order,
          customer: c.customer,
          type: c.source,
          methodId: c.methodId,
          amountPaise: amount,
          cartIds: c.cartIds,
        })
      : null;
  const request = await writeRequest(scope, c, picked, link);
  await recordConversion(scope, c, request, link);
  if (!link) await takePaymentNow(scope, c, amount);
  return { request, link };
}

/** The named carts of the locked order, each eligible to move online. */
async function pickedCarts({ tx, now }: UseCaseScope, c: NewConversion) {
  const rows = await codToOnlineRows(tx, c.order, await lockCartsOf(tx, c.order.id), now);
  return c.cartIds.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw paymentError('sales.cart_not_of_order').at('cart_ids');
    if (row.refusal) throw paymentError('sales.cart_refused', id, row.refusal).at('cart_ids');
    return row;
  });
}

/** The request with its carts: pending on the link, or paid by the bank reference. */
async function writeRequest(
  { tx, now, caller }: UseCaseScope,
  c: NewConversion,
  picked: readonly { id: number; total_cod_paise: number }[],
  link: PaymentLinkRow | null,
): Promise<CodToOnlineRequestRow> {
  const [request] = await tx
    .insert(codToOnlineRequests)
    .values({
      order_id: c.order.id,
      source: c.source,
      method_id: c.methodId,
      amount_paise: picked.reduce((sum, r) => sum + r.total_cod_paise, 0),
      status: link ? 'pending' : 'paid',
      payment_link_id: link?.id ?? null,
      payment_ref_id: c.paymentRefId,
      expires_at: link?.expires_at ?? null,
      created_by_login_id: caller.login_id,
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
  return request;
}

/** The move in the order's history. */
async function recordConversion(
  { record }: UseCaseScope,
  c: NewConversion,
  request: CodToOnlineRequestRow,
  link: PaymentLinkRow | null,
): Promise<void> {
  await record.change({
    entity: 'order',
    id: c.order.order_random_id,
    changes: {
      cod_to_online: {
        before: null,
        after: {
          cto_id: request.id,
          cart_pids: c.cartIds,
          amount: toWireRupees(request.amount_paise),
          status: request.status,
          ...(c.paymentRefId ? { payment_ref_id: c.paymentRefId } : {}),
        },
      },
    },
    reason: link
      ? `COD to online: payment link ${link.transaction_id} sent`
      : `COD to online paid with reference ${c.paymentRefId}`,
  });
}

/** The payment taken at once with its bank reference, settling the order when nothing is left on COD. */
async function takePaymentNow(scope: UseCaseScope, c: NewConversion, amount: number) {
  await scope.tx.insert(orderPayments).values({
    order_id: c.order.id,
    method_id: c.methodId,
    amount_paise: amount,
    status: 'paid',
    reference: c.paymentRefId,
    recorded_by_login_id: scope.caller.login_id,
    created_at: scope.now,
  });
  await settleOrderIfPaid(scope, c.order, c.methodId);
}

/** Marks a request paid (its link was paid) and settles the order when nothing is left on COD. */
export async function markConversionPaid(
  scope: UseCaseScope,
  request: CodToOnlineRequestRow,
  order: OrderRow,
): Promise<void> {
  const { tx, now } = scope;
  await tx
    .update(codToOnlineRequests)
    .set({ status: 'paid', version: request.version + 1, updated_at: now })
    .where(eq(codToOnlineRequests.id, request.id));
  await settleOrderIfPaid(scope, order, request.method_id);
}

/**
 * Once no cart of a COD order (cancelled ones aside) has anything payable on delivery, the
 * order itself becomes an online order paid through the method of the last payment.
 */
async function settleOrderIfPaid(
  { tx, now, record }: UseCaseScope,
  order: OrderRow,
  methodId: number,
): Promise<void> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
  if (!current || current.payment_type !== 'COD') return;
  const orderCarts = await tx.select().from(carts).where(eq(carts.order_id, order.id));
  const rows = await codToOnlineRows(tx, current, orderCarts, now);
  const stillCod = rows.some(
    (r) => r.orm_order_status !== STATUS.CANCELLED && r.total_cod_paise > 0,
  );
  if (stillCod) return;
  await tx
    .update(orders)
    .set({
      payment_type: 'ONLINE',
      payment_method_id: methodId,
      version: current.version + 1,
      updated_at: now,
    })
    .where(eq(orders.id, order.id));
  await record.change({
    entity: 'order',
    id: order.order_random_id,
    changes: {
      payment_type: { before: 'COD', after: 'ONLINE' },
      payment_method_id: { before: current.payment_method_id, after: methodId },
    },
    reason: 'Every cart is paid online',
  });
}
