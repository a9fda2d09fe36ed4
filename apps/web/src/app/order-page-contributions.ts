import {
  callOrderActions,
  escalationOrderActions,
  teamCartActions,
} from '@/features/calls/order-page-actions';
import {
  cartRecordActions,
  cartRequestActions,
  customerOrderActions,
} from '@/features/orders/order-page-actions';
import {
  paymentOrderActions,
  paymentRecordsAction,
  salesCartActions,
  stockCartActions,
} from '@/features/sales/order-page-actions';
import { returnCartActions } from '@/features/returns/order-page-actions';
import type { OrderPageContributions } from '@/lib/order-page';

/** The order page's menus composed from each area's contributions, in the menus' order. */
export const orderPageContributions: OrderPageContributions = {
  orderActions: [
    ...customerOrderActions,
    ...escalationOrderActions,
    ...callOrderActions,
    ...paymentOrderActions,
  ],
  cartActions: [
    ...cartRecordActions,
    ...stockCartActions,
    ...cartRequestActions,
    ...teamCartActions,
    ...salesCartActions,
    ...returnCartActions,
  ],
  paymentRecords: paymentRecordsAction,
};
