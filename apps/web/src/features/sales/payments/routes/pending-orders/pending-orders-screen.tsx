import { useSearchParams } from 'react-router';
import { OrderIdSearch, PageHeader, PaginationBar, usePopup } from '@/components/ui';
import {
  PARTNER_ORDERS_PAGE_SIZE,
  usePartnerOrders,
} from '@/features/sales/payments/api/partner-orders';
import { ConfirmOrderPopup } from './components/confirm-order-popup';
import { PartnerOrdersTable } from './components/partner-orders-table';

/**
 * /search-hc-order, Pending Order (Superk and Homecentre agents): the store channel's orders
 * waiting for confirmation, one looked up with ?orderId=; Confirm asks for the advance receipt.
 */
export function PendingOrdersScreen() {
  const [query, setQuery] = useSearchParams();
  const orderId = (query.get('orderId') ?? '').trim().toUpperCase();
  const offset = Math.max(0, Number(query.get('offset')) || 0);
  const orders = usePartnerOrders(orderId, offset);
  const popup = usePopup();
  const go = (next: { orderId?: string; offset?: number }) => {
    const params = new URLSearchParams();
    const id = next.orderId ?? orderId;
    if (id) params.set('orderId', id);
    if (next.offset) params.set('offset', String(next.offset));
    setQuery(params);
  };
  return (
    <>
      <PageHeader title="Pending Order" count={orders.data?.count}>
        <OrderIdSearch
          key={orderId}
          orderId={orderId}
          onSearch={(id) => go({ orderId: id, offset: 0 })}
          name="Find a pending order"
          read={(typed) =>
            typed
              .trim()
              .toUpperCase()
              .replace(/^ORDER/, '')
          }
        />
      </PageHeader>
      <PartnerOrdersTable
        rows={orders.data?.results}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        toolbar={
          orders.data !== undefined &&
          orders.data.count > 0 && (
            <PaginationBar
              offset={offset}
              limit={PARTNER_ORDERS_PAGE_SIZE}
              total={orders.data.count}
              onChange={(page) => go({ offset: page.offset })}
            />
          )
        }
        onConfirm={(row) =>
          popup.open((close) => <ConfirmOrderPopup order={row} close={close} />, {
            title: `Confirm order ${row.order_random_id}`,
            closable: false,
          })
        }
      />
    </>
  );
}
