import {
  isPaymentInProgress,
  POS_MESSAGES,
  type PosOrderDetail,
} from '@backoffice/domain/retail/pos';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * The order's state above the till (002 section 4): 'This Order is Cancelled'; a payment in
 * progress (not created yet, with a payment transaction); or the success banner linking to the
 * placed order's search.
 */
export function OrderStateBanner({ order }: { order: PosOrderDetail }) {
  if (order.is_order_cancelled === 1) {
    return (
      <Alert color="red" title={POS_MESSAGES.orderCancelled} role="alert">
        Nothing on this order can change.
      </Alert>
    );
  }
  const state = {
    payment_type: order.payment_type,
    is_order_created: order.is_order_created === 1,
    is_order_cancelled: false,
    ptr_id: order.ptr_id,
  };
  if (isPaymentInProgress(state)) {
    return (
      <Alert color="yellow" title="Payment in progress" role="status">
        <Text size="sm">
          Payment {order.ptr_id} is waiting for the customer. Check Status once they have paid.
        </Text>
      </Alert>
    );
  }
  if (order.is_order_created === 1) {
    const placed = order.placed_order_random_id ?? order.order_random_id;
    return (
      <Alert color="green" title="Order placed successfully" role="status">
        <Text size="sm">
          Order{' '}
          <Anchor component={Link} to={`/order-search?orderId=${encodeURIComponent(placed)}`}>
            {placed}
          </Anchor>{' '}
          is placed for {order.cx_login_mobile_number || order.mobile_number}.
        </Text>
      </Alert>
    );
  }
  return null;
}
