import { isPreDelivery, type OrderCart, type OrderDetails } from '@backoffice/domain/orders';
import type { ReactNode } from 'react';
import { SPLITTABLE_STATUSES } from '@backoffice/domain/sales/payments';
import type { StatusId } from '@backoffice/domain/orders';
import { isCartEditable } from '@backoffice/domain/sales/place-order';
import { FutureDeliveryPopup } from './future-delivery/future-delivery-popup';
import { RnrProcessLink } from './rnr/rnr-process-link';
import { ModifyCartLink } from './modify-cart/modify-cart-link';
import { SplitCartPopup } from './split-cart/split-cart-popup';
import { AssignAgentPopup } from './assign-agent/assign-agent-popup';
import { CancellationRequestPopup } from './cart-requests/cancellation-request-popup';
import { CheckStockPopup } from './check-stock/check-stock-popup';
import { UrgentDeliveryPopup } from './cart-requests/urgent-delivery-popup';
import { InvoiceHistoryPopup } from './invoices/invoice-history-popup';
import type { OrderPageAction } from './order-action';
import { PddBreakdownPopup } from './pdd-breakdown/pdd-breakdown-popup';
import { RequestedDateLogPopup } from './requested-date-log/requested-date-log-popup';
import { ShippingLabelHistoryPopup } from './shipping-label-history/shipping-label-history-popup';
import { TrackOrderPopup } from './tracking/track-order-popup';

type CartPopup = (order: OrderDetails, cart: OrderCart, close: () => void) => ReactNode;

/** A cart action applies only with a cart, and where its own rule (if any) allows. */
function ofCart(
  render: CartPopup,
  appliesToCart: (cart: OrderCart) => boolean = () => true,
): Pick<OrderPageAction, 'appliesTo' | 'render'> {
  return {
    appliesTo: ({ cart }) => cart !== undefined && appliesToCart(cart),
    render: ({ order, cart }, close) => cart && render(order, cart, close),
  };
}

/** The actions of one cart, in the order of the cart's menu. */
export const cartActions: OrderPageAction[] = [
  {
    key: 'invoice-history',
    label: 'Invoice & Credit Notes',
    title: 'Invoice & Credit Notes',
    capability: 'orders:search',
    ...ofCart((order, cart) => <InvoiceHistoryPopup order={order} cart={cart} />),
  },
  {
    key: 'track-order',
    label: 'Track Order',
    title: 'Track Order',
    capability: 'orders:search',
    // The courier tracks a docket: none yet, nothing to track.
    ...ofCart(
      (_order, cart) => <TrackOrderPopup cartPid={cart.cart_pid} />,
      (cart) => cart.docket_number !== null,
    ),
  },
  {
    key: 'shipping-label-transit-history',
    label: 'Shipping Label Transit History',
    title: 'Shipping Label Transit History',
    capability: 'orders:search',
    ...ofCart((_order, cart) => <ShippingLabelHistoryPopup cartPid={cart.cart_pid} />),
  },
  {
    key: 'pdd-breakdown',
    label: 'PDD Breakdown',
    title: 'PDD Breakdown',
    capability: 'orders:search',
    ...ofCart((_order, cart) => <PddBreakdownPopup cartPid={cart.cart_pid} />),
  },
  {
    key: 'requested-date-log',
    label: 'Requested Date Log',
    title: 'Requested Date Log',
    capability: 'orders:search',
    ...ofCart((_order, cart) => <RequestedDateLogPopup cartPid={cart.cart_pid} />),
  },
  {
    key: 'check-stock',
    label: 'Check Stock',
    title: 'Check Stock',
    capability: 'catalogue:view',
    ...ofCart((order, cart) => <CheckStockPopup order={order} cart={cart} />),
  },
  {
    key: 'urgent-delivery',
    label: 'Urgent Delivery',
    title: 'Urgent Delivery',
    capability: 'orders:update-status',
    ...ofCart(
      (order, cart, close) => <UrgentDeliveryPopup order={order} cart={cart} close={close} />,
      (cart) => isPreDelivery(cart.orm_order_status) && !cart.is_urgent,
    ),
  },
  {
    key: 'cancellation-request',
    label: 'Cancellation Request',
    title: 'Cancellation Request',
    capability: 'orders:update-status',
    ...ofCart(
      (order, cart, close) => <CancellationRequestPopup order={order} cart={cart} close={close} />,
      (cart) => isPreDelivery(cart.orm_order_status),
    ),
  },
  {
    key: 'assign-agent',
    label: 'Assign to agent',
    title: 'Assign to agent',
    // Team Leaders give carts to the agents of their team (POST /api/update-assign-cet/).
    capability: 'team:lead',
    ...ofCart((order, cart, close) => <AssignAgentPopup order={order} cart={cart} close={close} />),
  },
  {
    key: 'split-cart',
    label: 'Split Cart',
    title: 'Split Cart',
    capability: 'orders:update-status',
    ...ofCart(
      (order, cart, close) => <SplitCartPopup order={order} cart={cart} close={close} />,
      (cart) =>
        cart.item_quantity > 1 &&
        (SPLITTABLE_STATUSES as readonly StatusId[]).includes(cart.orm_order_status),
    ),
  },
  {
    key: 'future-delivery',
    label: 'Future Delivery',
    title: 'Future Delivery',
    capability: 'orders:update-status',
    // Offered until delivery; a shipped cart shows only the server's message.
    ...ofCart(
      (order, cart, close) => <FutureDeliveryPopup order={order} cart={cart} close={close} />,
      (cart) => isPreDelivery(cart.orm_order_status),
    ),
  },
  {
    key: 'rnr-process',
    label: 'RNR Process',
    title: 'RNR Process',
    capability: 'orders:place',
    // Ringing, no response: the customer did not take the confirmation calls (18, 19).
    ...ofCart(
      (order, cart) => <RnrProcessLink order={order} cart={cart} />,
      (cart) => cart.orm_order_status === 18 || cart.orm_order_status === 19,
    ),
  },
  {
    key: 'modify-cart',
    label: 'Modify cart',
    title: 'Modify cart',
    capability: 'orders:place',
    // Item, size or quantity change before invoicing (docs/place-order.md).
    ...ofCart(
      (order, cart) => <ModifyCartLink order={order} cart={cart} />,
      (cart) => isCartEditable(cart.orm_order_status),
    ),
  },
];
