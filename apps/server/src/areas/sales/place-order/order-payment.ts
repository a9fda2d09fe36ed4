import {
  orderPayments,
  type CustomerRow,
  type OrderRow,
  type PaymentLinkRow,
} from '@backoffice/db/schema';
import { CARD_LINK_METHOD_ID } from '@backoffice/domain/sales/payments';
import type { AppContext } from '../../../core/context';
import type { UseCaseScope } from '../../../core/use-case';
import { createPaymentLink } from '../payments/link-writes';

/** How the rest of a new order is paid once placed. */
export interface OrderPaymentPlan {
  order: OrderRow;
  customer: CustomerRow;
  paymentType: 'COD' | 'ONLINE';
  methodId: number;
  trackingId: string | null;
  /** What is left after the gift card, paise. */
  toPayPaise: number;
}

/**
 * Asks for the rest of a new order: cash on delivery needs nothing now; via Juspay a `new`
 * payment link goes to the customer; another online via (Retail Affiliate) records the payment
 * with its tracking id. Answers the link when one was sent.
 */
export async function takeOrderPayment(
  ctx: AppContext,
  scope: UseCaseScope,
  p: OrderPaymentPlan,
): Promise<PaymentLinkRow | null> {
  if (p.paymentType === 'COD' || p.toPayPaise === 0) return null;
  if (p.methodId === CARD_LINK_METHOD_ID) return askRestByLink(ctx, scope, p);
  await recordRestPaid(scope, p);
  return null;
}

/** A `new` payment link for the rest, texted to the customer. */
function askRestByLink(
  ctx: AppContext,
  scope: UseCaseScope,
  p: OrderPaymentPlan,
): Promise<PaymentLinkRow> {
  return createPaymentLink(ctx, scope, {
    order: p.order,
    customer: p.customer,
    type: 'new',
    methodId: CARD_LINK_METHOD_ID,
    amountPaise: p.toPayPaise,
    cartIds: [],
  });
}

/** The rest paid already through another online via, kept with its tracking id. */
async function recordRestPaid({ tx, now, caller }: UseCaseScope, p: OrderPaymentPlan) {
  await tx.insert(orderPayments).values({
    order_id: p.order.id,
    method_id: p.methodId,
    amount_paise: p.toPayPaise,
    status: 'paid',
    reference: p.trackingId,
    recorded_by_login_id: caller.login_id,
    created_at: now,
  });
}
