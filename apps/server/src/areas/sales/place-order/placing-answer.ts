import type { OrderRow, PaymentLinkRow } from '@backoffice/db/schema';
import { orderPagePath } from '@backoffice/domain/orders';
import {
  PLACE_ORDER_MESSAGES as M,
  type PlaceOrderAnswer,
} from '@backoffice/domain/sales/place-order';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { Caller } from '../../../core/use-case';
import type { PricedOrder } from '../coupons/order-pricing';
import { toPaymentLinkView } from '../payments/payment-views';

/** The answer of a placed order: its totals, what the gift card took and the link sent, if any. */
export function placingAnswer(
  { caller, now }: { caller: Caller; now: Date },
  p: { order: OrderRow; priced: PricedOrder; giftPaise: number; link: PaymentLinkRow | null },
): PlaceOrderAnswer {
  const { order, priced, giftPaise, link } = p;
  const id = order.order_random_id;
  const payable = priced.totals.payable;
  return {
    success: true,
    message: M.placed(id),
    order_random_id: id,
    order_page: orderPagePath(id),
    payment_type: order.payment_type,
    coupon_code: order.coupon_code,
    totals: {
      total: toWireRupees(priced.totals.total),
      discount: toWireRupees(priced.totals.discount),
      net: toWireRupees(priced.totals.net),
      delivery_charges: toWireRupees(priced.totals.delivery_charges),
      payable: toWireRupees(payable),
      gift_card: toWireRupees(giftPaise),
      to_pay: toWireRupees(payable - giftPaise),
    },
    payment_link: link ? toPaymentLinkView(link, id, caller.name, now) : null,
  };
}
