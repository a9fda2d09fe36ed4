import { parseOrderAddress } from '@backoffice/domain/orders';
import { useParams, useSearchParams } from 'react-router';
import { CallCentreBadge, FailureState, LoadingState, PageHeader } from '@/components/ui';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderActions } from './components/order-actions';
import { OrderView } from './components/order-view';

/**
 * The order page at /ORDER<id> (spec 000 section 2): the order, its customer and addresses, and
 * its carts with their status changes and actions. The address gate lets only order ids here.
 */
export function OrderPageScreen() {
  const { orderAddress = '' } = useParams();
  const [query] = useSearchParams();
  const ucid = query.get('ucid');
  const orderRandomId = parseOrderAddress(orderAddress) ?? '';
  const order = useOrder(orderRandomId);
  return (
    <>
      <PageHeader
        title={`Order ${orderRandomId}`}
        back
        right={order.data && <OrderActions order={order.data} />}
      >
        {ucid && <CallCentreBadge ucid={ucid} />}
      </PageHeader>
      {order.isPending ? (
        <LoadingState />
      ) : order.isError ? (
        <FailureState error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <OrderView order={order.data} />
      )}
    </>
  );
}
