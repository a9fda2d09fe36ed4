import type { Availability } from '@backoffice/domain/sales/catalogue';
import { STATUS, type OrderDetails } from '@backoffice/domain/orders';
import { addressValues } from './address-values';
import { draftLine } from './order-draft';
import type { PlaceOrderStart } from './place-order-form';

/** The carts of an old order a new one repeats: every cart not cancelled. */
export const liveCarts = (order: OrderDetails) =>
  order.carts.filter((c) => c.orm_order_status !== STATUS.CANCELLED);

/**
 * A new order's start from an old one: its customer, addresses, and its carts not cancelled at
 * today's catalogue item (`items`, in the order of liveCarts; null for an item no longer sold,
 * which is left out).
 */
export function startFrom(order: OrderDetails, items: (Availability | null)[]): PlaceOrderStart {
  return {
    customer: {
      kind: 'existing',
      match: {
        customer_id: order.customer.id,
        name: order.customer.name,
        mobile_number: order.customer.mobile_number,
        alternate_mobile_number: order.customer.alternate_mobile_number,
        email: order.customer.email,
        orders_count: 1,
        last_order_random_id: order.order_random_id,
        shipping_address: order.shipping_address,
        billing_address: order.billing_address,
      },
    },
    addresses: addressValues(order.shipping_address, order.billing_address),
    lines: liveCarts(order).flatMap((cart, i) => {
      const item = items[i];
      return item ? [draftLine(item, cart.item_quantity)] : [];
    }),
    sourceOrderRandomId: order.order_random_id,
  };
}
