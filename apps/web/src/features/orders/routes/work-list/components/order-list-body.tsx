import { ORDER_LIST_PAGE_SIZE } from '@backoffice/domain/core/constants';
import type { OrderListResponse, OrderStatus } from '@backoffice/domain/orders';
import { Group, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportButton, PaginationBar, SavedFiltersMenu, type TableSort } from '@/components/ui';
import { orderListExport } from '@/features/orders/api/export-order-list';
import { listSort } from '@/features/orders/api/get-order-list';
import type { OrderListAddress } from '@/features/orders/api/order-list-address';
import { useCan } from '@/lib/access/use-can';
import { BulkActions } from './bulk-actions';
import { OrderListTable } from './order-list-table';

/** The saved filters' screen key of the work lists. */
const WORK_LIST_SCREEN = 'orders.work-list';

interface OrderListBodyProps {
  address: OrderListAddress;
  /** The list's tabs: the statuses a bulk change offers. */
  tabs: readonly OrderStatus[];
  list: UseQueryResult<Pick<OrderListResponse, 'count' | 'results'>>;
  offset: number;
  onPage: (offset: number) => void;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
}

/**
 * The list's page with its tools above it: pagination, saved filters, export, and what to do
 * with the selected carts; the table shows its loading, failure or empty state.
 */
export function OrderListBody({
  address,
  tabs,
  list,
  offset,
  onPage,
  sort,
  onSortChange,
}: OrderListBodyProps) {
  const allows = useCan();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const count = list.data?.count ?? 0;
  const rows = list.data?.results;
  const selected = (rows ?? []).filter((row) => selectedIds.includes(String(row.cart_pid)));
  const exported = orderListExport(address);
  const canChange = allows('orders:update-status');
  return (
    <Stack gap="xs">
      {canChange && selected.length > 0 && (
        <BulkActions
          team={address.team}
          selected={selected}
          statuses={tabs}
          canAssign={allows('team:assign')}
          onDone={() => {
            setSelectedIds([]);
            void list.refetch();
          }}
        />
      )}
      <OrderListTable
        rows={rows}
        error={list.error}
        onRetry={() => void list.refetch()}
        sort={sort}
        onSortChange={onSortChange}
        selectedIds={canChange ? selectedIds : undefined}
        onSelectionChange={canChange ? setSelectedIds : undefined}
        toolbar={
          <Group gap="sm" justify="space-between" wrap="wrap" style={{ flex: 1 }}>
            {count > 0 ? (
              <PaginationBar
                offset={offset}
                limit={ORDER_LIST_PAGE_SIZE}
                total={count}
                onChange={(page) => onPage(page.offset)}
              />
            ) : (
              <span />
            )}
            <Group gap="xs">
              <SavedFiltersMenu screen={WORK_LIST_SCREEN} />
              <ExportButton
                path={exported.path}
                query={{ ...exported.query, sort: listSort(sort) }}
                fileName={exported.fileName}
              />
            </Group>
          </Group>
        }
      />
    </Stack>
  );
}
