import type { CartRow, OrderRow } from '@backoffice/db/schema';
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
