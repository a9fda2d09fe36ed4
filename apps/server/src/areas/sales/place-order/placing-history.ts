import type { OrderRow } from '@backoffice/db/schema';
import { STATUS } from '@backoffice/domain/orders';
import {
  PLACE_ORDER_MESSAGES as M,
  type TPlaceOrderRequest,
} from '@backoffice/domain/sales/place-order';
import { formatPaise, toWireRupees } from '@backoffice/domain/core/money';
import type { UseCaseScope } from '../../../core/use-case';
import type { PricedOrder } from '../coupons/order-pricing';

/** What the history of a placing tells. */
export interface PlacingFacts {
  order: OrderRow;
  input: TPlaceOrderRequest;
  priced: PricedOrder;
  giftPaise: number;
  cartIds: number[];
  newCustomer: boolean;
}

/** The placing on the order's comments and in its history (audit on entity order). */
export async function recordPlacing({ record }: UseCaseScope, p: PlacingFacts): Promise<void> {
  const { order, input, priced } = p;
  const payment =
    input.payment.payment_type === 'COD' ? 'COD' : `ONLINE via ${input.payment.payment_via}`;
  const from = input.source_order_random_id
    ? ` ${M.placedFrom(input.source_order_random_id)}.`
    : '';
  const text =
    `Order placed from the console: ${p.cartIds.length} item(s), ${formatPaise(priced.totals.payable)} ` +
    `payable, ${payment}.${from}${input.comments ? ` ${input.comments}` : ''}`;
  await record.change({
    entity: 'order',
    id: order.order_random_id,
    changes: {
      order: {
        before: null,
        after: {
          customer_id: order.customer_id,
          new_customer: p.newCustomer,
          affiliate_id: order.affiliate_id,
          payment_type: order.payment_type,
          payment_via: input.payment.payment_via,
          coupon_code: order.coupon_code,
          cart_pids: p.cartIds,
          payable: toWireRupees(priced.totals.payable),
          gift_card: toWireRupees(p.giftPaise),
          source_order_random_id: input.source_order_random_id,
        },
      },
    },
    reason: input.comments ?? 'Order placed',
    comment: { order_id: order.id, order_status: STATUS.NEW_ORDER, text },
  });
}
