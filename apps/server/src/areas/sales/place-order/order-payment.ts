import type { Database } from '@backoffice/db';
import {
  orderPayments,
  type CustomerRow,
  type OrderRow,
  type PaymentLinkRow,
} from '@backoffice/db/schema';
import {
  GIFT_CARD_RESPONSE_CODES,
  giftCardAmountMessage,
  giftCardCheckOutcome,
  giftCardFullAmount,
  maskGiftCardNumber,
} from '@backoffice/domain/sales/coupons';
import { CARD_LINK_METHOD_ID } from '@backoffice/domain/sales/payments';
import type { AppContext } from '../../../core/context';
import { couponError } from '../coupons/coupons.errors';
import type { AuditActor } from '../../../core/audit/audit.service';
import { createPaymentLink } from '../payments/link-writes';

/** A gift card of the order, checked: what it pays of the order. */
export interface GiftCardPlan {
  card_number: string;
  pin: string;
  amount_paise: number;
}

/**
 * Checks the order's gift card with the provider and settles how much it pays: the amount asked,
 * else all it can (the balance, or the payable if less). Refusals are 400s on gift_card.*.
 */
export async function planGiftCard(
  ctx: AppContext,
  card: { card_number: string; pin: string; amount: number | null } | null,
  payablePaise: number,
): Promise<GiftCardPlan | null> {
  if (!card) return null;
  const outcome = giftCardCheckOutcome(
    await ctx.integrations.giftCards.check(card.card_number, card.pin),
  );
  if (!outcome.accepted) {
    throw couponError('sales.gift_card_refused', outcome.message).at('gift_card.card_number');
  }
  const amount = card.amount ?? giftCardFullAmount(outcome.balance, payablePaise);
  const refusal = giftCardAmountMessage(amount, {
    payablePaise,
    balancePaise: outcome.balance,
  });
  if (refusal) throw couponError('sales.gift_card_amount_invalid', refusal).at('gift_card.amount');
  return { card_number: card.card_number, pin: card.pin, amount_paise: amount };
}

/**
 * Takes the gift card's amount (the reference makes a retry take nothing more) and keeps it as a
 * paid online payment of the order. A refusal fails the placing (and so cancels the order's
 * payment link, which no order then holds: links-outside-locks.ts).
 */
export async function redeemGiftCard(
  ctx: AppContext,
  tx: Database,
  r: {
    plan: GiftCardPlan;
    order: OrderRow;
    reference: string;
    by: number;
  },
): Promise<void> {
  const taken = await ctx.integrations.giftCards.redeem(
    r.plan.card_number,
    r.plan.pin,
    r.plan.amount_paise,
    r.reference,
  );
  if (taken.response_code !== GIFT_CARD_RESPONSE_CODES.ok || !taken.transaction_id) {
    const code =
      taken.response_code === GIFT_CARD_RESPONSE_CODES.insufficientBalance
        ? 'sales.gift_card_no_balance'
        : 'sales.gift_card_invalid';
    throw couponError(code).at('gift_card.card_number');
  }
  await tx.insert(orderPayments).values({
    order_id: r.order.id,
    method_id: CARD_LINK_METHOD_ID,
    amount_paise: r.plan.amount_paise,
    status: 'paid',
    reference: `Gift card ${maskGiftCardNumber(r.plan.card_number)} (${taken.transaction_id})`,
    recorded_by_login_id: r.by,
    created_at: ctx.now(),
  });
}

/** How the rest of a new order is paid once placed. */
export interface OrderPaymentPlan {
  order: OrderRow;
  customer: CustomerRow;
  paymentType: 'COD' | 'ONLINE';
  methodId: number;
  trackingId: string | null;
  /** What is left after the gift card, paise. */
  toPayPaise: number;
  by: number;
  actor: AuditActor;
}

/**
 * Asks for the rest of a new order: cash on delivery needs nothing now; via Juspay a `new`
 * payment link goes to the customer; another online via (Retail Affiliate) records the payment
 * with its tracking id. Answers the link when one was sent.
 */
export async function takeOrderPayment(
  ctx: AppContext,
  tx: Database,
  p: OrderPaymentPlan,
): Promise<PaymentLinkRow | null> {
  if (p.paymentType === 'COD' || p.toPayPaise === 0) return null;
  if (p.methodId === CARD_LINK_METHOD_ID) {
    return createPaymentLink(ctx, tx, {
      order: p.order,
      customer: p.customer,
      type: 'new',
      methodId: CARD_LINK_METHOD_ID,
      amountPaise: p.toPayPaise,
      cartIds: [],
      createdBy: p.by,
      actor: p.actor,
    });
  }
  await tx.insert(orderPayments).values({
    order_id: p.order.id,
    method_id: p.methodId,
    amount_paise: p.toPayPaise,
    status: 'paid',
    reference: p.trackingId,
    recorded_by_login_id: p.by,
    created_at: ctx.now(),
  });
  return null;
}
