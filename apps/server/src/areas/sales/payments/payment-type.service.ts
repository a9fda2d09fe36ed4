import type { Principal } from '@backoffice/domain/access';
import {
  orderPayments,
  orders,
  paymentLinks,
  type CustomerRow,
  type OrderRow,
  type PaymentLinkRow,
} from '@backoffice/db/schema';
import {
  CARD_LINK_METHOD_ID,
  isCardLinkVia,
  onlinePaymentVias,
  paymentViaMethod,
  PAYMENT_LINK_MESSAGES,
  PAYMENT_TYPE_CHANGE_MESSAGES as M,
  type PaymentLinkType,
  type PaymentTypeChangeAnswer,
  type TPaymentTypeForm,
} from '@backoffice/domain/sales/payments';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { paymentError } from './payments.errors';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { orderByRandomId, orderNotFound } from '../../orders/index';
import { codToOnlineRows } from './cart-payables';
import { createConversion, lockCartsOf } from './conversions';
import { runWithPaymentLinks } from './links-outside-locks';
import { requestFacts } from './cod-to-online.queries';
import { toCodToOnlineRow } from './payment-views';
import { cancelAtProviderAfterCommit } from './provider-link-cancels';

/** The payment type change of an order, with the payment form. */
export interface PaymentTypeChange {
  order_random_id: string;
  version: number;
  payment: TPaymentTypeForm;
}

/** The online method a user picked in the payment form, if the user may pick it. */
export function allowedOnlineMethod(principal: Principal, via: string | null): number {
  const method = paymentViaMethod(via);
  if (!method || !onlinePaymentVias(principal).some((m) => m.id === method.id)) {
    throw paymentError('sales.via_not_allowed').at('payment.payment_via');
  }
  return method.id;
}

/**
 * Changes an order's payment type with the payment form (001 sections 3 to 5). ONLINE moves
 * every eligible cart online: via Juspay a cto link is sent, another via takes the payment now
 * with its tracking id. COD is allowed while nothing was paid online; open links for the order's
 * own payment are cancelled. Idempotent with a key.
 */
export async function changePaymentType(
  ctx: AppContext,
  caller: StaffCaller,
  input: PaymentTypeChange,
  idempotency: IdempotentRequest | null,
): Promise<PaymentTypeChangeAnswer> {
  return runWithPaymentLinks(ctx, idempotency, () =>
    runUseCase(ctx, caller, (scope) =>
      onceOnly(scope.tx, idempotency, async () => {
        const found = await orderByRandomId(scope.tx, input.order_random_id, true);
        if (!found) throw orderNotFound();
        const { order, customer } = found;
        if (order.version !== input.version) throw new AppError('STALE');
        const target = input.payment.payment_type;
        if (target === order.payment_type) {
          throw paymentError('sales.same_payment_type', target).at('payment.payment_type');
        }
        if (target === 'COD') return toCod(scope, order);
        return toOnline(ctx, scope, { order, customer, payment: input.payment });
      }),
    ),
  );
}

/** Moves every eligible cart online: a cto link via Juspay, else the payment taken now. */
async function toOnline(
  ctx: AppContext,
  scope: UseCaseScope<StaffCaller>,
  {
    order,
    customer,
    payment,
  }: { order: OrderRow; customer: CustomerRow; payment: TPaymentTypeForm },
): Promise<PaymentTypeChangeAnswer> {
  const { tx, now, caller } = scope;
  const methodId = allowedOnlineMethod(caller.principal, payment.payment_via);
  const rows = await codToOnlineRows(tx, order, await lockCartsOf(tx, order.id), now);
  const eligible = rows.filter((r) => r.refusal === null).map((r) => r.id);
  if (eligible.length === 0) {
    throw paymentError('sales.no_eligible_cart').at('payment.payment_type');
  }
  const byLink = isCardLinkVia(payment.payment_via);
  const { request } = await createConversion(ctx, scope, {
    order,
    customer,
    cartIds: eligible,
    source: 'cto',
    methodId: byLink ? CARD_LINK_METHOD_ID : methodId,
    paymentRefId: byLink ? null : payment.payment_tracking_id,
    expectedPaise: null,
  });
  const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
  const facts = await requestFacts(tx, request.id);
  return {
    success: true as const,
    message: byLink ? PAYMENT_LINK_MESSAGES.sent : M.toOnlinePaid,
    payment_type: after?.payment_type ?? order.payment_type,
    version: after?.version ?? order.version,
    request: facts ? toCodToOnlineRow(facts, now) : null,
  };
}

/** Links that asked for the order's own payment; they lapse when the order turns COD. */
const ORDER_PAYMENT_LINKS: PaymentLinkType[] = ['new'];

/**
 * Turns an order COD while nothing was paid online: its open links for the order's own payment
 * are cancelled here, and at the provider once this has committed.
 */
async function toCod(
  scope: UseCaseScope<StaffCaller>,
  order: OrderRow,
): Promise<PaymentTypeChangeAnswer> {
  const { tx, now, record } = scope;
  const [paid] = await tx
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.order_id, order.id),
        eq(orderPayments.status, 'paid'),
        ne(orderPayments.method_id, 1),
      ),
    );
  if (paid) throw paymentError('sales.paid_online').at('payment.payment_type');
  const open = await cancelOrderPaymentLinks(scope, order);
  await tx
    .update(orders)
    .set({ payment_type: 'COD', payment_method_id: 1, version: order.version + 1, updated_at: now })
    .where(eq(orders.id, order.id));
  await record.change({
    entity: 'order',
    id: order.order_random_id,
    changes: {
      payment_type: { before: order.payment_type, after: 'COD' },
      payment_method_id: { before: order.payment_method_id, after: 1 },
      ...(open.length > 0
        ? { cancelled_links: { before: null, after: open.map((l) => l.transaction_id) } }
        : {}),
    },
    reason: M.toCod,
  });
  return {
    success: true,
    message: M.toCod,
    payment_type: 'COD',
    version: order.version + 1,
    request: null,
  };
}

/** The order's open links for its own payment, cancelled here and at the provider after the commit. */
async function cancelOrderPaymentLinks(
  { tx, now, caller }: UseCaseScope<StaffCaller>,
  order: OrderRow,
): Promise<PaymentLinkRow[]> {
  const open = await tx
    .select()
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.order_id, order.id),
        inArray(paymentLinks.link_type, ORDER_PAYMENT_LINKS),
        inArray(paymentLinks.status, ['pending', 'failed']),
      ),
    );
  for (const link of open) {
    await tx
      .update(paymentLinks)
      .set({
        status: 'cancelled',
        cancel_reason: M.toCod,
        cancelled_by_login_id: caller.login_id,
        version: link.version + 1,
        updated_at: now,
      })
      .where(eq(paymentLinks.id, link.id));
    await cancelAtProviderAfterCommit(tx, link.transaction_id);
  }
  return open;
}
