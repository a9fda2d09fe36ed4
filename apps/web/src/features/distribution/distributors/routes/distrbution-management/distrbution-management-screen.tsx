import { DISTRIBUTION_PAGE_MAX } from '@backoffice/domain/distribution';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  PageHeader,
  SearchBox,
  UrlPaginationBar,
  usePopup,
  useTableUrlState,
} from '@/components/ui';
import { useDistributors } from '@/features/distribution/distributors/api/get-distributors';
import { DistributorForm } from '@/features/distribution/distributors/popups/distributor-form/distributor-form';
import { DistributorTable } from './components/distributor-table';

const PAGE_SIZES = [20, 50, DISTRIBUTION_PAGE_MAX];

const DISTRIBUTOR_TABLE = {
  defaultSort: { id: 'name', desc: false },
  defaultPageSize: 20,
  pageSizes: PAGE_SIZES,
  filters: ['search', 'status'],
};

const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending Approval' },
];

const activeOf = (status: string | undefined) =>
  status === 'active' ? true : status === 'pending' ? false : null;

/**
 * /distrbution-management (Distribution Manager, or a Finance pod leader): the distributors
 * with search, a status filter and paging; add and edit in the company form popup; details,
 * credit history, manual credit, GST verification, dealer COD and (FINANCE only) the status.
 */
export function DistrbutionManagementScreen() {
  const table = useTableUrlState(DISTRIBUTOR_TABLE);
  const search = table.filters.search ?? '';
  const status = table.filters.status ?? 'all';
  const distributors = useDistributors({
    search,
    active: activeOf(status),
    limit: table.pageSize,
    offset: table.offset,
  });
  const popup = usePopup();
  const add = () =>
    popup.open((close) => <DistributorForm close={close} />, {
      title: 'Add Distributor',
      size: 'xl',
    });
  const data = distributors.data;
  return (
    <>
      <PageHeader
        title="Distribution Management"
        count={data?.count}
        right={
          <Button leftSection={<IconPlus size={16} />} onClick={add}>
            Add Distributor
          </Button>
        }
      >
        <Group gap="md" align="flex-end">
          <SearchBox
            value={search}
            onSearch={(term) => table.setFilter('search', term)}
            placeholder="Name, SAP code, email, phone or GSTIN"
            width={320}
          />
          <SegmentedControl
            aria-label="Status"
            data={STATUS_FILTERS}
            value={status}
            onChange={(value) => table.setFilter('status', value === 'all' ? null : value)}
          />
        </Group>
      </PageHeader>
      <DistributorTable
        rows={data?.results}
        error={distributors.error}
        onRetry={() => void distributors.refetch()}
        toolbar={
          data && data.count > 0 ? (
            <UrlPaginationBar table={table} total={data.count} pageSizes={PAGE_SIZES} />
          ) : undefined
        }
      />
    </>
  );
}
