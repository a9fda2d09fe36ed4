import type { PaymentType } from '../../src/schema/index';
import type { OrderPlan } from './order-plan-types';
import type { Rng } from './prng';

type CartPlans = OrderPlan['carts'];

/** How a demo order pays: the own channel 40% cash on delivery, other channels 15%. */
export function paymentTypeFor(rng: Rng, affiliateId: number): PaymentType {
  if (affiliateId === 0) return rng.chance(0.4) ? 'COD' : 'ONLINE';
  return rng.chance(0.15) ? 'COD' : 'ONLINE';
}

/** The payment method of a payment type on a channel (domain PAYMENT_METHODS ids). */
export function paymentMethodFor(rng: Rng, affiliateId: number, type: PaymentType): number {
  if (type === 'COD') return 1;
  // Store and partner channels collect through the retail affiliate method.
  if ([8, 13, 99].includes(affiliateId)) return 5;
  return rng.chance(0.9) ? 2 : 3;
}

/** An online order's payment (after a failed try now and then); a COD order's at delivery. */
export function paymentsFor(
  rng: Rng,
  methodId: number,
  carts: CartPlans,
  createdAt: Date,
): OrderPlan['payments'] {
  const amount_paise = carts.reduce((sum, c) => sum + c.net_paise, 0);
  if (methodId === 1) {
    const deliveredAt = carts.map((c) => c.cart.delivered_at).find((d) => d instanceof Date);
    return deliveredAt
      ? [{ method_id: 1, amount_paise, status: 'paid', reference: null, created_at: deliveredAt }]
      : [];
  }
  const payment = (status: 'paid' | 'failed', at: Date) => ({
    method_id: methodId,
    amount_paise,
    status,
    reference: `pay_${rng.text(REFERENCE_ALPHABET, 14)}`,
    created_at: at,
  });
  const paidAt = new Date(createdAt.getTime() + 60_000);
  return rng.chance(0.1)
    ? [payment('failed', createdAt), payment('paid', paidAt)]
    : [payment('paid', paidAt)];
}

const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Order Confirmation and Feedback messages (types 1 and 4), sent by the system. */
export function notificationsFor(
  rng: Rng,
  carts: CartPlans,
  confirmedAt: Date | null,
): OrderPlan['notifications'] {
  const sent: OrderPlan['notifications'] = [];
  if (confirmedAt && rng.chance(0.5)) {
    sent.push({
      type: 1,
      channel: 'sms',
      message: 'Your order is confirmed. We will keep you posted on its delivery.',
      sent_by_login_id: null,
      created_at: confirmedAt,
    });
  }
  const deliveredAt = carts.map((c) => c.cart.delivered_at).find((d) => d instanceof Date);
  if (deliveredAt && rng.chance(0.3)) {
    sent.push({
      type: 4,
      channel: 'whatsapp',
      message: 'How was your order? Reply to this message to tell us.',
      sent_by_login_id: null,
      created_at: deliveredAt,
    });
  }
  return sent;
}
