import type { CartRow, OrderRow } from '@backoffice/db/schema';
import { orderStatus } from '@backoffice/domain/orders';
import { priceChange } from '@backoffice/domain/sales/catalogue';
import {
  cartChangeReason,
  cartChangeSettlement,
  differenceText,
  isCartEditable,
  signedDifference,
  type CartChangeSettlement,
  type TEditCartRequest,
} from '@backoffice/domain/sales/place-order';
import type { CatalogueLine } from './order-lines';
import { placeOrderError } from './place-order.errors';

/** A locked cart's change, as asked. */
export interface CartChange {
  order: OrderRow;
  cart: CartRow;
  /** The new item as the catalogue sells it, its stock checked. */
  line: CatalogueLine;
  input: TEditCartRequest;
}

/** A cart change checked: why the cart changes, the money either way and how it is settled. */
export interface CheckedCartChange {
  reason: NonNullable<ReturnType<typeof cartChangeReason>>;
  /** The price difference, signed (positive: the customer owes more), paise. */
  difference: number;
  /** The extra charges asked with the change, paise. */
  charges: number;
  settlement: CartChangeSettlement;
}

/**
 * Checks a cart change against the rules: the cart may change in its status, something changes,
 * the difference the screen showed still holds, and the balance may be settled as asked.
 */
export function checkCartChange({ order, cart, line, input }: CartChange): CheckedCartChange {
  if (!isCartEditable(cart.orm_order_status)) {
    const label = orderStatus(cart.orm_order_status).label;
    throw placeOrderError('sales.cart_not_editable', label).at('cart_pid');
  }
  const reason = cartChangeReason(cart, line);
  if (reason === null) throw placeOrderError('sales.nothing_changed').at('item_sku');
  const change = priceChange(
    { unit_price: cart.price_paise, quantity: cart.item_quantity },
    { unit_price: line.price_paise, quantity: line.item_quantity },
  );
  const difference = signedDifference(change.diff_amount, change.extra_or_refund);
  if (difference !== signedDifference(input.diff_amount, input.extra_or_refund)) {
    const expected = differenceText(difference);
    throw placeOrderError('sales.difference_mismatch', expected).at('diff_amount');
  }
  const charges = input.payments.reduce((sum, p) => sum + p.amount, 0);
  const settlement = cartChangeSettlement({
    orderPaymentType: order.payment_type,
    differencePaise: difference,
    chargesPaise: charges,
    payment: input.payment,
  });
  const { refusal } = settlement;
  if (refusal) throw placeOrderError('sales.settlement_refused', refusal.message).at(refusal.field);
  return { reason, difference, charges, settlement };
}
