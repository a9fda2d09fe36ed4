import type { OrderCart, OrderDetails } from '@backoffice/domain/orders';
import type { CustomerRequest } from '@backoffice/domain/returns';
import { Text } from '@mantine/core';
import { DataTable, QueryView, type DataTableColumn } from '@/components/ui';
import { useCartRequests } from '@/features/returns/api/get-cart-requests';
import { formatDateTime } from '@/lib/format';

const NO_REQUESTS = 'No Customer Requests...';

/** The request's state in words: open in its status, cancelled, or closed. */
const stateText = (request: CustomerRequest) =>
  [
    request.status_label,
    request.is_cancelled && 'Cancelled',
    request.hold_sub_reason && `On hold: ${request.hold_sub_reason}`,
  ]
    .filter(Boolean)
    .join(' · ');

const COLUMNS: readonly DataTableColumn<CustomerRequest>[] = [
  { id: 'id', header: 'Request', text: (row) => String(row.id), minWidth: 70, grow: 0 },
  {
    id: 'type',
    header: 'Type',
    text: (row) => `${row.request_type_label} x ${row.quantity}`,
    minWidth: 140,
  },
  { id: 'reason', header: 'Reason', text: (row) => row.reason, minWidth: 160, grow: 2, wrap: true },
  { id: 'state', header: 'Status', text: stateText, minWidth: 150, wrap: true },
  {
    id: 'files',
    header: 'Photos',
    text: (row) => row.files.map((f) => f.name).join(', ') || '-',
    minWidth: 100,
  },
  {
    id: 'raised',
    header: 'Raised',
    text: (row) => `${formatDateTime(row.created_at)} by ${row.created_by.name}`,
    minWidth: 200,
    wrap: true,
  },
];

/** The cart's customer requests (customer-requests/.../get), newest first. */
export function CartRequestsPopup({ order, cart }: { order: OrderDetails; cart: OrderCart }) {
  const requests = useCartRequests(order.affiliate_id, cart.cart_pid);
  return (
    <QueryView
      query={requests}
      isEmpty={(data) => data.results.length === 0}
      emptyText={NO_REQUESTS}
    >
      {(data) => (
        <>
          <Text size="sm" mb="xs">{`${cart.item_name} (cart ${cart.cart_pid})`}</Text>
          <DataTable
            label="Customer requests"
            tableId="returns.cart-requests"
            columns={COLUMNS}
            rows={data.results}
            rowId={(row) => String(row.id)}
            emptyText={NO_REQUESTS}
            placement="popup"
          />
        </>
      )}
    </QueryView>
  );
}
