import type { CartRow, OrderRow } from '@backoffice/db/schema';
import {
  orderMoney,
  STATUS,
  type OrderMoney,
  type OrderMoneyLine,
} from '@backoffice/domain/orders';
import { cartAmountDue } from '@backoffice/domain/sales/payments';

/** What the customer owes for a cart, in paise (sales-order net plus delivery). */
export function amountDueOf(order: Pick<OrderRow, 'coupon_code'>, cart: CartRow): number {
  return cartAmountDue(
    {
      item_price: cart.price_paise,
      item_mrp: cart.mrp_paise,
      item_quantity: cart.item_quantity,
      discount: cart.discount_paise,
      docket_quantity: cart.docket_quantity,
      delivery_charges: cart.delivery_charges_paise,
    },
    order.coupon_code !== null,
  );
}

/** A cart as the order's money reads it (paise), cancelled or not. */
export function moneyLineOf(cart: CartRow): OrderMoneyLine {
  return {
    item_price: cart.price_paise,
    item_mrp: cart.mrp_paise,
    item_quantity: cart.item_quantity,
    discount: cart.discount_paise,
    docket_quantity: cart.docket_quantity,
    delivery_charges: cart.delivery_charges_paise,
    oda_charges: cart.oda_charges_paise,
    cancelled: cart.orm_order_status === STATUS.CANCELLED,
  };
}

/**
 * An order's money figures (domain orderMoney): cancelled carts left out. What the order page,
 * the bill, the payments popup and the earned wallet credit read.
 */
export function orderMoneyOf(
  order: Pick<OrderRow, 'coupon_code'>,
  orderCarts: readonly CartRow[],
): OrderMoney {
  return orderMoney(orderCarts.map(moneyLineOf), order.coupon_code !== null);
}
