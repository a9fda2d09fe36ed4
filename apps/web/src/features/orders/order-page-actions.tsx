import { isPreDelivery } from '@backoffice/domain/orders';
import { lazyPopup, ofCart, type OrderPageAction } from '@/lib/order-page';

const CustomerAddressPopup = lazyPopup(() =>
  import('./components/popups/customer-address/customer-address-popup').then(
    (m) => m.CustomerAddressPopup,
  ),
);
const SendNotificationPopup = lazyPopup(() =>
  import('./components/popups/notification/send-notification-popup').then(
    (m) => m.SendNotificationPopup,
  ),
);
const InvoiceHistoryPopup = lazyPopup(() =>
  import('./components/popups/invoices/invoice-history-popup').then((m) => m.InvoiceHistoryPopup),
);
const TrackOrderPopup = lazyPopup(() =>
  import('./components/popups/tracking/track-order-popup').then((m) => m.TrackOrderPopup),
);
const ShippingLabelHistoryPopup = lazyPopup(() =>
  import('./components/popups/shipping-label-history/shipping-label-history-popup').then(
    (m) => m.ShippingLabelHistoryPopup,
  ),
);
const PddBreakdownPopup = lazyPopup(() =>
  import('./components/popups/pdd-breakdown/pdd-breakdown-popup').then((m) => m.PddBreakdownPopup),
);
const RequestedDateLogPopup = lazyPopup(() =>
  import('./components/popups/requested-date-log/requested-date-log-popup').then(
    (m) => m.RequestedDateLogPopup,
  ),
);
const UrgentDeliveryPopup = lazyPopup(() =>
  import('./components/popups/cart-requests/urgent-delivery-popup').then(
    (m) => m.UrgentDeliveryPopup,
  ),
);
const CancellationRequestPopup = lazyPopup(() =>
  import('./components/popups/cart-requests/cancellation-request-popup').then(
    (m) => m.CancellationRequestPopup,
  ),
);

/** The order's own actions: its customer's address and notifications to the customer. */
export const customerOrderActions: OrderPageAction[] = [
  {
    key: 'edit-customer-address',
    label: 'Edit Customer / Shipping Address',
    title: 'Edit Customer / Shipping Address',
    capability: 'orders:edit-customer',
    preload: CustomerAddressPopup.preload,
    render: ({ order }, close) => <CustomerAddressPopup order={order} close={close} />,
  },
  {
    key: 'send-notification',
    label: 'Send Notification',
    title: 'Send Notification',
    capability: 'orders:send-notification',
    preload: SendNotificationPopup.preload,
    render: ({ order }) => <SendNotificationPopup order={order} />,
  },
];

/** A cart's documents and logs: invoices, tracking, shipping labels, PDD and requested dates. */
export const cartRecordActions: OrderPageAction[] = [
  {
    key: 'invoice-history',
    label: 'Invoice & Credit Notes',
    title: 'Invoice & Credit Notes',
    capability: 'orders:search',
    preload: InvoiceHistoryPopup.preload,
    ...ofCart((order, cart) => <InvoiceHistoryPopup order={order} cart={cart} />),
  },
  {
    key: 'track-order',
    label: 'Track Order',
    title: 'Track Order',
    capability: 'orders:search',
    // The courier tracks a docket: none yet, nothing to track.
    preload: TrackOrderPopup.preload,
    ...ofCart(
      (_order, cart) => <TrackOrderPopup cartPid={cart.cart_pid} />,
      (cart) => cart.docket_number !== null,
    ),
  },
  {
    key: 'shipping-label-transit-history',
    label: 'Shipping Label Transit History',
    title: 'Shipping Label Transit History',
    // The transit tables' six columns fit without scrolling sideways.
    size: 'xl',
    capability: 'orders:search',
    preload: ShippingLabelHistoryPopup.preload,
    ...ofCart((_order, cart) => <ShippingLabelHistoryPopup cartPid={cart.cart_pid} />),
  },
  {
    key: 'pdd-breakdown',
    label: 'PDD Breakdown',
    title: 'PDD Breakdown',
    // The spec's long UTC times fit on one line.
    size: 'xl',
    capability: 'orders:search',
    preload: PddBreakdownPopup.preload,
    ...ofCart((_order, cart) => <PddBreakdownPopup cartPid={cart.cart_pid} />),
  },
  {
    key: 'requested-date-log',
    label: 'Requested Date Log',
    title: 'Requested Date Log',
    // The log's six columns fit without scrolling sideways.
    size: 'xl',
    capability: 'orders:search',
    preload: RequestedDateLogPopup.preload,
    ...ofCart((_order, cart) => <RequestedDateLogPopup cartPid={cart.cart_pid} />),
  },
];

/** A cart's requests before delivery: urgent delivery and cancellation. */
export const cartRequestActions: OrderPageAction[] = [
  {
    key: 'urgent-delivery',
    label: 'Urgent Delivery',
    title: 'Urgent Delivery',
    capability: 'orders:raise-request',
    preload: UrgentDeliveryPopup.preload,
    ...ofCart(
      (order, cart, close) => <UrgentDeliveryPopup order={order} cart={cart} close={close} />,
      (cart) => isPreDelivery(cart.orm_order_status) && !cart.is_urgent,
    ),
  },
  {
    key: 'cancellation-request',
    label: 'Cancellation Request',
    title: 'Cancellation Request',
    capability: 'orders:raise-request',
    preload: CancellationRequestPopup.preload,
    ...ofCart(
      (order, cart, close) => <CancellationRequestPopup order={order} cart={cart} close={close} />,
      (cart) => isPreDelivery(cart.orm_order_status),
    ),
  },
];
