import { AdditionalPaymentPopup } from './additional-payment/additional-payment-popup';
import { CodToOnlinePopup } from './cod-to-online/cod-to-online-popup';
import { PaymentLinksPopup } from './payment-links/payment-links-popup';
import { PaymentTypePopup } from './payment-type/payment-type-popup';
import { CallCustomerPopup } from './calls/call-customer-popup';
import { CallHistoryPopup } from './calls/call-history-popup';
import { CustomerAddressPopup } from './customer-address/customer-address-popup';
import { EscalationPopup } from './escalation/escalation-popup';
import { SendNotificationPopup } from './notification/send-notification-popup';
import type { OrderPageAction } from './order-action';

/** The order's own actions: its customer's address and notifications to the customer. */
export const orderActions: OrderPageAction[] = [
  {
    key: 'edit-customer-address',
    label: 'Edit Customer / Shipping Address',
    title: 'Edit Customer / Shipping Address',
    capability: 'orders:update-status',
    render: ({ order }, close) => <CustomerAddressPopup order={order} close={close} />,
  },
  {
    key: 'send-notification',
    label: 'Send Notification',
    title: 'Send Notification',
    capability: 'orders:update-status',
    render: ({ order }) => <SendNotificationPopup order={order} />,
  },
  {
    key: 'escalation',
    label: 'Escalation',
    title: 'Raise Escalation',
    capability: 'orders:update-status',
    render: ({ order }, close) => <EscalationPopup order={order} close={close} />,
  },
  {
    key: 'call-customer',
    label: 'Call Customer',
    title: 'Call Customer',
    capability: 'calls:view',
    render: ({ order }, close) => <CallCustomerPopup order={order} close={close} />,
  },
  {
    key: 'call-history',
    label: 'Call Recordings',
    title: 'Call Recordings',
    capability: 'calls:view',
    size: '90%',
    render: ({ order }) => <CallHistoryPopup orderRandomId={order.order_random_id} />,
  },
  {
    key: 'payment-links',
    label: 'Payment Links',
    title: 'Payment Links',
    size: 'xl',
    capability: 'orders:search',
    render: ({ order }) => <PaymentLinksPopup order={order} />,
  },
  {
    key: 'cod-to-online',
    label: 'COD to Online',
    title: 'COD to Online',
    size: 'xl',
    capability: 'payments:cod-to-online',
    appliesTo: ({ order }) => order.payment_type === 'COD',
    render: ({ order }, close) => (
      <CodToOnlinePopup orderRandomId={order.order_random_id} close={close} />
    ),
  },
  {
    key: 'payment-type',
    label: 'Change Payment Type',
    title: 'Change Payment Type',
    capability: 'orders:update-status',
    render: ({ order }, close) => <PaymentTypePopup order={order} close={close} />,
  },
  {
    key: 'additional-payment',
    label: 'Additional Payment',
    title: 'Additional Payment',
    capability: 'orders:update-status',
    render: ({ order }, close) => <AdditionalPaymentPopup order={order} close={close} />,
  },
];
