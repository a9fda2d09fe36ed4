import type { StatusId } from '@backoffice/domain/orders';
import { isPreDelivery, STATUS } from '@backoffice/domain/orders';
import { SPLITTABLE_STATUSES } from '@backoffice/domain/sales/payments';
import { isCartEditable } from '@backoffice/domain/sales/place-order';
import { lazyPopup, ofCart, type OrderPageAction } from '@/lib/order-page';

const PaymentLinksPopup = lazyPopup(() =>
  import('./payments/popups/payment-links/payment-links-popup').then((m) => m.PaymentLinksPopup),
);
const CodToOnlinePopup = lazyPopup(() =>
  import('./payments/popups/cod-to-online/cod-to-online-popup').then((m) => m.CodToOnlinePopup),
);
const PaymentTypePopup = lazyPopup(() =>
  import('./payments/popups/payment-type/payment-type-popup').then((m) => m.PaymentTypePopup),
);
const AdditionalPaymentPopup = lazyPopup(() =>
  import('./payments/popups/additional-payment/additional-payment-popup').then(
    (m) => m.AdditionalPaymentPopup,
  ),
);
const AutomatePopup = lazyPopup(() =>
  import('./payments/popups/automate/automate-popup').then((m) => m.AutomatePopup),
);
const CheckStockPopup = lazyPopup(() =>
  import('./catalogue/popups/check-stock/check-stock-popup').then((m) => m.CheckStockPopup),
);
const SplitCartPopup = lazyPopup(() =>
  import('./payments/popups/split-cart/split-cart-popup').then((m) => m.SplitCartPopup),
);
const FutureDeliveryPopup = lazyPopup(() =>
  import('./payments/popups/future-delivery/future-delivery-popup').then(
    (m) => m.FutureDeliveryPopup,
  ),
);
const RnrProcessLink = lazyPopup(() =>
  import('./payments/popups/rnr/rnr-process-link').then((m) => m.RnrProcessLink),
);
const ModifyCartLink = lazyPopup(() =>
  import('./place-order/popups/modify-cart/modify-cart-link').then((m) => m.ModifyCartLink),
);

/** The order's payment links and payments: a menu action, also opened from the amounts paid. */
export const paymentRecordsAction: OrderPageAction = {
  key: 'payment-links',
  label: 'Payment Links',
  title: 'Payment Links',
  size: 'xl',
  capability: 'orders:search',
  preload: PaymentLinksPopup.preload,
  render: ({ order }) => <PaymentLinksPopup order={order} />,
};

/**
 * The payments area's order actions: links, COD to online, payment type, extra charges and the
 * automatic checks.
 */
export const paymentOrderActions: OrderPageAction[] = [
  paymentRecordsAction,
  {
    key: 'cod-to-online',
    label: 'COD to Online',
    title: 'COD to Online',
    size: 'xl',
    capability: 'payments:cod-to-online',
    appliesTo: ({ order }) => order.payment_type === 'COD',
    preload: CodToOnlinePopup.preload,
    render: ({ order }, close) => (
      <CodToOnlinePopup orderRandomId={order.order_random_id} close={close} />
    ),
  },
  {
    key: 'payment-type',
    label: 'Change Payment Type',
    title: 'Change Payment Type',
    capability: 'payments:change-type',
    preload: PaymentTypePopup.preload,
    render: ({ order }, close) => <PaymentTypePopup order={order} close={close} />,
  },
  {
    key: 'additional-payment',
    label: 'Additional Payment',
    title: 'Additional Payment',
    capability: 'payments:additional',
    preload: AdditionalPaymentPopup.preload,
    render: ({ order }, close) => <AdditionalPaymentPopup order={order} close={close} />,
  },
  {
    key: 'automate',
    label: 'Automate checks',
    title: 'Automate checks',
    // The checks read the payment links back from the provider: who sends links runs them.
    capability: 'payments:send-link',
    preload: AutomatePopup.preload,
    render: ({ order }) => <AutomatePopup order={order} />,
  },
];

/** The catalogue's cart action: the cart's item in stock per warehouse. */
export const stockCartActions: OrderPageAction[] = [
  {
    key: 'check-stock',
    label: 'Check Stock',
    title: 'Check Stock',
    capability: 'catalogue:view',
    preload: CheckStockPopup.preload,
    ...ofCart((order, cart) => <CheckStockPopup order={order} cart={cart} />),
  },
];

/** The sales cart actions: split, future delivery, RNR and modifying the cart. */
export const salesCartActions: OrderPageAction[] = [
  {
    key: 'split-cart',
    label: 'Split Cart',
    title: 'Split Cart',
    capability: 'orders:split-cart',
    preload: SplitCartPopup.preload,
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
    capability: 'orders:future-delivery',
    // Offered until delivery; a shipped cart shows only the server's message.
    preload: FutureDeliveryPopup.preload,
    ...ofCart(
      (order, cart, close) => <FutureDeliveryPopup order={order} cart={cart} close={close} />,
      (cart) => isPreDelivery(cart.orm_order_status),
    ),
  },
  {
    key: 'rnr-process',
    label: 'RNR Process',
    title: 'RNR Process',
    capability: 'payments:rnr',
    // Ringing, no response: the customer did not take the confirmation calls (CNC, CNR).
    preload: RnrProcessLink.preload,
    ...ofCart(
      (order, cart) => <RnrProcessLink order={order} cart={cart} />,
      (cart) =>
        cart.orm_order_status === STATUS.CALL_NOT_CONNECTED ||
        cart.orm_order_status === STATUS.CALL_NOT_RECEIVED,
    ),
  },
  {
    key: 'modify-cart',
    label: 'Modify cart',
    title: 'Modify cart',
    capability: 'orders:edit-cart',
    // Item, size or quantity change before invoicing (docs/sales.md).
    preload: ModifyCartLink.preload,
    ...ofCart(
      (order, cart) => <ModifyCartLink order={order} cart={cart} />,
      (cart) => isCartEditable(cart.orm_order_status),
    ),
  },
];
