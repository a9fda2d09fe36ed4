import {
  defaultRetailSearchWindow,
  RETAIL_SEARCH_DEFAULT_PAGE_SIZE,
  RETAIL_SEARCH_PAGE_SIZES,
  retailSearchTarget,
} from '@backoffice/domain/retail/pos';
import { Group } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader, UrlPaginationBar, useTableUrlState } from '@/components/ui';
import { useRetailOrders } from '@/features/retail/pos-search/api/search-retail-orders';
import { DownloadOrdersForm } from './components/download-orders-form';
import { OrderSearchForm } from './components/order-search-form';
import { RetailOrdersTable } from './components/retail-orders-table';

const SEARCH_TABLE = {
  defaultSort: { id: 'create_timestamp', desc: true },
  defaultPageSize: RETAIL_SEARCH_DEFAULT_PAGE_SIZE,
  pageSizes: RETAIL_SEARCH_PAGE_SIZES,
  filters: ['mobileNo'],
};

/**
 * /search-retail-order?mobileNo= (Retail Agent or Manager, 002 section 2): the store's POS orders
 * of the last 7 days, by mobile, alternate mobile or PTR id; an order id (cart or order prefix)
 * opens its detail page. Page sizes 50 to 500; the xlsx download of a date range.
 */
export function SearchRetailOrderScreen() {
  const table = useTableUrlState(SEARCH_TABLE);
  const navigate = useNavigate();
  const [searchWindow] = useState(() => defaultRetailSearchWindow(new Date()));
  const text = table.filters.mobileNo ?? '';
  const orders = useRetailOrders({
    query: text,
    ...searchWindow,
    offset: table.offset,
    limit: table.pageSize,
  });
  const search = (typed: string) => {
    const target = retailSearchTarget(typed);
    if (target?.kind === 'order') {
      if (target.order_random_id !== '') {
        void navigate(`/retail-order-detail/${target.order_random_id}/`);
      }
      return;
    }
    table.setFilter('mobileNo', target?.query ?? null);
  };
  return (
    <>
      <PageHeader title="Search Retail Order" count={orders.data?.total}>
        <Group gap="xl" align="flex-end" justify="space-between" w="100%">
          <OrderSearchForm value={text} onSearch={search} />
          <DownloadOrdersForm
            startDate={searchWindow.start_date}
            endDate={searchWindow.end_date}
            today={searchWindow.end_date}
          />
        </Group>
      </PageHeader>
      <RetailOrdersTable
        rows={orders.data?.order_detail}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        toolbar={
          orders.data && orders.data.total > 0 ? (
            <UrlPaginationBar
              table={table}
              total={orders.data.total}
              pageSizes={RETAIL_SEARCH_PAGE_SIZES}
            />
          ) : undefined
        }
      />
    </>
  );
}
