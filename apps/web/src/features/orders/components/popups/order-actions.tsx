import { CustomerAddressPopup } from './customer-address/customer-address-popup';
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
];
