import { LEADS_PAGE } from '@backoffice/domain/quotations';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader, UrlPaginationBar, usePopup, useTableUrlState } from '@/components/ui';
import { useLeads } from '@/features/quotations/api/get-leads';
import { quotationScreens } from '@/features/quotations/components/paths';
import { LeadSearchBox } from './components/lead-search-box';
import { LeadsTable, type LeadRow } from './components/leads-table';
import { AddLeadForm } from './popups/add-lead-form';

/** Page sizes of the leads table (ours: the spec gives none). */
const LEAD_PAGE_SIZES = [LEADS_PAGE.defaultLimit, 50, LEADS_PAGE.maxLimit] as const;

const LEADS_TABLE = {
  defaultSort: { id: 'created', desc: true },
  defaultPageSize: LEADS_PAGE.defaultLimit,
  pageSizes: LEAD_PAGE_SIZES,
  filters: ['search'],
};

/**
 * /quotation?search= (Partnerships, Foam B2B, Bulk Retail; 002 section 2): one box for an
 * e-mail or a phone, Add Lead, and the leads with their quotations, newest first.
 */
export function QuotationScreen() {
  const table = useTableUrlState(LEADS_TABLE);
  const search = table.filters.search ?? '';
  const leads = useLeads({ search: search || null, limit: table.pageSize, offset: table.offset });
  const popup = usePopup();
  const navigate = useNavigate();
  const rows = useMemo<LeadRow[] | undefined>(
    () => leads.data?.data.map((lead, index) => ({ serial: leads.data.offset + index + 1, lead })),
    [leads.data],
  );
  const addLead = () =>
    popup.open(
      (close) => (
        <AddLeadForm
          close={close}
          onAdded={(mobile) => void navigate(quotationScreens.search(mobile))}
        />
      ),
      { title: 'Add Lead', size: 'lg' },
    );
  return (
    <>
      <PageHeader
        title="Quotation"
        count={leads.data?.total}
        right={
          <Button leftSection={<IconPlus size={16} />} onClick={addLead}>
            Add Lead
          </Button>
        }
      >
        {/* A new search in the address (after Add Lead) starts the box again from it. */}
        <LeadSearchBox
          key={search}
          value={search}
          onSearch={(term) => table.setFilter('search', term)}
        />
      </PageHeader>
      <LeadsTable
        rows={rows}
        error={leads.error}
        onRetry={() => void leads.refetch()}
        toolbar={
          leads.data && leads.data.total > 0 ? (
            <UrlPaginationBar table={table} total={leads.data.total} pageSizes={LEAD_PAGE_SIZES} />
          ) : undefined
        }
      />
    </>
  );
}
