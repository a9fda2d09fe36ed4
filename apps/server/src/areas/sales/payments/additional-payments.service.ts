import { carts, orderPayments, type CustomerRow, type OrderRow } from '@backoffice/db/schema';
import {
  ADDITIONAL_PAYMENT_MESSAGES as M,
  ADDITIONAL_PAYMENT_OPTIONS,
  additionalPaymentsTotal,
  CARD_LINK_METHOD_ID,
  isCardLinkVia,
  PAYMENT_LINK_MESSAGES,
  type AdditionalPaymentsAnswer,
  type TAdditionalPayments,
} from '@backoffice/domain/sales/payments';
import { and, eq } from 'drizzle-orm';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { cartNotFound, orderByRandomId, orderNotFound } from '../../orders/index';
import { createPaymentLink } from './link-writes';
import { runWithPaymentLinks } from './links-outside-locks';
import { allowedOnlineMethod } from './payment-type.service';
import { toOrderPaymentView, toPaymentLinkView } from './payment-views';

const COD_METHOD_ID = 1;

/**
 * Charges an order (or one cart) extra amounts chosen in the additional-payments widget, paid
 * the way the payment form says: COD is kept as a pending payment collected on delivery; via
 * Juspay an `other` link is sent; another via records the payment now with its tracking id
 * ("taking a payment"). Idempotent with a key: a retry never charges twice.
 */
export async function recordAdditionalPayments(
  ctx: AppContext,
  caller: StaffCaller,
  input: TAdditionalPayments,
  idempotency: IdempotentRequest | null,
): Promise<AdditionalPaymentsAnswer> {
  const total = additionalPaymentsTotal(
    0,
    input.payments.map((p) => p.amount),
  ).amount;
  return runWithPaymentLinks(ctx, idempotency, () =>
    runUseCase(ctx, caller, (scope) =>
      onceOnly(scope.tx, idempotency, async () => {
        const found = await orderByRandomId(scope.tx, input.order_random_id, true);
        if (!found) throw orderNotFound();
        const charge = { ...found, input, totalPaise: total };
        await recordCharge(scope, charge);
        const form = input.payment;
        return form.payment_type === 'ONLINE' && isCardLinkVia(form.payment_via)
          ? askByLink(ctx, scope, charge)
          : recordPayment(scope, charge);
      }),
    ),
  );
}

/** The extra charge of a locked order, as asked. */
interface Charge {
  order: OrderRow;
  customer: CustomerRow;
  input: TAdditionalPayments;
  totalPaise: number;
}

/** The charge in the history of the order, or of its cart when one is named (a cart of the order). */
async function recordCharge({ tx, record }: UseCaseScope, c: Charge): Promise<void> {
  const { order, input } = c;
  if (input.cart_pid) {
    const [cart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.id, input.cart_pid), eq(carts.order_id, order.id)));
    if (!cart) throw cartNotFound();
  }
  const form = input.payment;
  await record.change({
    entity: input.cart_pid ? 'cart' : 'order',
    id: input.cart_pid ?? order.order_random_id,
    changes: {
      additional_payment: {
        before: null,
        after: {
          items: input.payments.map((p) => ({
            name: ADDITIONAL_PAYMENT_OPTIONS.find((o) => o.id === p.id)?.name ?? `Payment ${p.id}`,
            amount: toWireRupees(p.amount),
          })),
          total: toWireRupees(c.totalPaise),
          payment_type: form.payment_type,
          payment_via: form.payment_via,
          payment_tracking_id: form.payment_tracking_id,
        },
      },
    },
    reason: input.comments || 'Additional payment',
  });
}

/** Asks the charge by an `other` payment link to the customer. */
async function askByLink(
  ctx: AppContext,
  scope: UseCaseScope<StaffCaller>,
  { order, customer, input, totalPaise }: Charge,
): Promise<AdditionalPaymentsAnswer> {
  const link = await createPaymentLink(ctx, scope, {
    order,
    customer,
    type: 'other',
    methodId: CARD_LINK_METHOD_ID,
    amountPaise: totalPaise,
    cartIds: input.cart_pid ? [input.cart_pid] : [],
  });
  return {
    success: true as const,
    message: PAYMENT_LINK_MESSAGES.sent,
    total: toWireRupees(totalPaise),
    payment: null,
    link: toPaymentLinkView(link, order.order_random_id, scope.caller.name, scope.now),
  };
}

/** Records the charge: collected on delivery (COD), or paid now with its tracking id. */
async function recordPayment(
  { tx, now, caller }: UseCaseScope<StaffCaller>,
  { order, input, totalPaise }: Charge,
): Promise<AdditionalPaymentsAnswer> {
  const form = input.payment;
  const online = form.payment_type === 'ONLINE';
  const [payment] = await tx
    .insert(orderPayments)
    .values({
      order_id: order.id,
      method_id: online ? allowedOnlineMethod(caller.principal, form.payment_via) : COD_METHOD_ID,
      amount_paise: totalPaise,
      // Collected by the courier on delivery; a bank transfer is already in.
      status: online ? 'paid' : 'pending',
      reference: form.payment_tracking_id,
      recorded_by_login_id: caller.login_id,
      created_at: now,
    })
    .returning();
  if (!payment) throw new Error('recordAdditionalPayments: insert returned no row');
  return {
    success: true as const,
    message: online ? M.recorded : M.collectOnDelivery,
    total: toWireRupees(totalPaise),
    payment: toOrderPaymentView(payment, null, caller.name),
    link: null,
  };
}
