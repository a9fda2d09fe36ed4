import { ORDER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import {
  MISSING_ITEM_FILTERS,
  ZMissingItemsResponse,
  type IssuedItem,
  type MissingItemFilter,
} from '@backoffice/domain/returns';
import { SegmentedControl } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DataTable,
  OrderLink,
  PageHeader,
  PaginationBar,
  type DataTableColumn,
} from '@/components/ui';
import { returnKeys } from '@/features/returns/api/query-keys';
import { apiRequest } from '@/lib/api/api-client';
import { formatDateTime } from '@/lib/format';
import { FulfilButton } from './fulfil-button';

const FILTER_LABELS: Record<MissingItemFilter, string> = {
  pending: 'Pending',
  fulfilled: 'Fulfilled',
  all: 'All',
};

const COLUMNS: readonly DataTableColumn<IssuedItem>[] = [
  {
    id: 'order',
    header: 'Order Id',
    text: (row) => row.order_random_id,
    render: (row) => <OrderLink orderRandomId={row.order_random_id} />,
    minWidth: 104,
    grow: 0,
    hideable: false,
  },
  { id: 'cart', header: 'Cart Id', text: (row) => String(row.cart_pid), minWidth: 66, grow: 0 },
  {
    id: 'item',
    header: 'Item',
    text: (row) => `${row.item_name} (${row.item_sku})`,
    minWidth: 140,
    grow: 2,
  },
  {
    id: 'missing',
    header: 'Missing',
    text: (row) => `${row.description} x ${row.quantity}`,
    minWidth: 160,
    grow: 2,
    wrap: true,
  },
  { id: 'status', header: 'Status', text: (row) => row.status_label, minWidth: 90, grow: 0 },
  {
    id: 'raised',
    header: 'Raised',
    text: (row) =>
      `${formatDateTime(row.created_at)}${row.created_by ? ` by ${row.created_by.name}` : ''}`,
    minWidth: 180,
  },
  {
    id: 'action',
    header: 'Action',
    text: (row) => (row.fulfilled_at ? `Sent ${formatDateTime(row.fulfilled_at)}` : 'Pending'),
    render: (row) =>
      row.status === 'pending' ? (
        <FulfilButton item={row} />
      ) : (
        formatDateTime(row.fulfilled_at ?? '')
      ),
    minWidth: 130,
    grow: 0,
    hideable: false,
  },
];

/**
 * /missing-items (OPS or TECH): the missing items issued to customers, pending first; the
 * warehouse marks each sent.
 */
export function MissingItemsScreen() {
  const [filter, setFilter] = useState<MissingItemFilter>('pending');
  const [offset, setOffset] = useState(0);
  const list = useQuery({
    queryKey: returnKeys.missingItems(filter, offset),
    queryFn: ({ signal }) =>
      apiRequest(
        `/missing-items/?${new URLSearchParams({
          status: filter,
          limit: String(ORDER_LIST_PAGE_SIZE),
          offset: String(offset),
        }).toString()}`,
        { schema: ZMissingItemsResponse, signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });
  const count = list.data?.count ?? 0;
  return (
    <>
      <PageHeader title="Missing Items" count={list.data?.count}>
        <SegmentedControl
          aria-label="Missing items"
          value={filter}
          onChange={(next) => {
            setFilter(next as MissingItemFilter);
            setOffset(0);
          }}
          data={MISSING_ITEM_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
        />
      </PageHeader>
      <DataTable
        label="Missing items"
        tableId="returns.missing-items"
        columns={COLUMNS}
        rows={list.data?.results}
        rowId={(row) => String(row.id)}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText="No Missing Items Found..."
        toolbar={
          count > 0 ? (
            <PaginationBar
              offset={offset}
              limit={ORDER_LIST_PAGE_SIZE}
              total={count}
              onChange={(page) => setOffset(page.offset)}
            />
          ) : (
            <span />
          )
        }
      />
    </>
  );
}
