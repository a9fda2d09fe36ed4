import {
  RETAIL_STAFF_DEFAULT_PAGE_SIZE,
  RETAIL_STAFF_PAGE_SIZES,
} from '@backoffice/domain/retail/staff';
import { Button, Checkbox, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  PageHeader,
  SearchBox,
  UrlPaginationBar,
  usePopup,
  useTableUrlState,
} from '@/components/ui';
import { useRetailStaff } from '@/features/retail/staff/api/get-retail-staff';
import { RetailStaffForm } from './components/retail-staff-form';
import { RetailStaffTable } from './components/retail-staff-table';

const STAFF_TABLE = {
  defaultSort: { id: 'name', desc: false },
  defaultPageSize: RETAIL_STAFF_DEFAULT_PAGE_SIZE,
  pageSizes: RETAIL_STAFF_PAGE_SIZES,
  filters: ['search', 'inactive'],
};

/**
 * /retail-staff-management (Retail Manager): the members of the manager's store with search,
 * Include Inactive and page sizes 50 to 500; add, edit, move and activate or deactivate.
 */
export function RetailStaffManagementScreen() {
  const table = useTableUrlState(STAFF_TABLE);
  const search = table.filters.search ?? '';
  const includeInactive = table.filters.inactive === '1';
  const staff = useRetailStaff({
    search_term: search,
    include_inactive: includeInactive,
    limit: table.pageSize,
    offset: table.offset,
  });
  const popup = usePopup();
  const addMember = () =>
    popup.open((close) => <RetailStaffForm close={close} />, {
      title: 'Add Retail Staff',
      size: 'lg',
    });
  return (
    <>
      <PageHeader
        title="Retail Staff Management"
        count={staff.data?.total}
        right={
          <Button leftSection={<IconPlus size={16} />} onClick={addMember}>
            Add Retail Staff
          </Button>
        }
      >
        <Group gap="md" align="flex-end">
          <SearchBox
            value={search}
            onSearch={(term) => table.setFilter('search', term)}
            placeholder="Name, email, contact or login id"
            width={280}
          />
          <Checkbox
            label="Include Inactive"
            checked={includeInactive}
            onChange={(event) =>
              table.setFilter('inactive', event.currentTarget.checked ? '1' : null)
            }
            mb={8}
          />
        </Group>
      </PageHeader>
      <RetailStaffTable
        rows={staff.data?.data}
        error={staff.error}
        onRetry={() => void staff.refetch()}
        toolbar={
          staff.data && staff.data.total > 0 ? (
            <UrlPaginationBar
              table={table}
              total={staff.data.total}
              pageSizes={RETAIL_STAFF_PAGE_SIZES}
            />
          ) : undefined
        }
      />
    </>
  );
}
