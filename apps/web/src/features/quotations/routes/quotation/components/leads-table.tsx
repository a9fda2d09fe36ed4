import { showsQuoteActions, type Lead } from '@backoffice/domain/quotations';
import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { quotationScreens } from '@/features/quotations/components/paths';
import { formatDate } from '@/lib/format';
import { QuotationDetails } from './quotation-details';

/** A lead with its serial number on the page (S.No). */
export interface LeadRow {
  serial: number;
  lead: Lead;
}

const STATUS_COLOURS: Record<Lead['lead_status'], string> = {
  NEW: 'blue.8',
  QUOTED: 'orange.8',
  ACQUIRED: 'green.8',
  LOST: 'dimmed',
};

/** The columns of 002 section 2. */
const COLUMNS: readonly DataTableColumn<LeadRow>[] = [
  { id: 'serial', header: 'S.No', text: (r) => String(r.serial), minWidth: 60, grow: 0 },
  {
    id: 'lead_id',
    header: 'Lead ID',
    text: (r) => String(r.lead.id),
    render: ({ lead }) => (
      <Stack gap={0}>
        <Text span inherit fw={600}>
          {lead.id}
        </Text>
        {showsQuoteActions(lead.lead_status) && (
          <Anchor component={Link} to={quotationScreens.generate(lead.id)} size="xs">
            Generate Quote
          </Anchor>
        )}
      </Stack>
    ),
    minWidth: 116,
    grow: 0,
    wrap: true,
    hideable: false,
  },
  { id: 'name', header: 'Customer Name', text: (r) => r.lead.name, minWidth: 150, grow: 1 },
  {
    id: 'quotations',
    header: 'Quotation Details',
    text: (r) => r.lead.quotation_data.map((q) => q.quotation_random_id).join(', '),
    render: (r) => <QuotationDetails lead={r.lead} />,
    minWidth: 300,
    grow: 1,
    wrap: true,
    hideable: false,
  },
  {
    id: 'mobile',
    header: 'Mobile Number',
    text: (r) => r.lead.mobile_number,
    minWidth: 120,
    grow: 0,
  },
  { id: 'owner', header: 'Lead Owner', text: (r) => r.lead.lead_owner, minWidth: 110, grow: 1 },
  {
    id: 'created',
    header: 'Created Date',
    text: (r) => formatDate(r.lead.creation_timestamp),
    minWidth: 120,
    grow: 0,
  },
  {
    id: 'location',
    header: 'Location',
    text: (r) => r.lead.shipping_city ?? '',
    minWidth: 90,
    grow: 0,
  },
  { id: 'type', header: 'Lead Type', text: (r) => r.lead.lead_type_name, minWidth: 100, grow: 0 },
  {
    id: 'status',
    header: 'Lead Status',
    text: (r) => r.lead.lead_status,
    render: ({ lead }) => (
      <Text span inherit fw={500} c={STATUS_COLOURS[lead.lead_status]}>
        {lead.lead_status}
      </Text>
    ),
    minWidth: 116,
    grow: 0,
  },
];

interface LeadsTableProps {
  /** The leads of the page; undefined while they load. */
  rows: readonly LeadRow[] | undefined;
  error: Error | null;
  onRetry: () => void;
  /** Above the table: the pagination. */
  toolbar: ReactNode;
}

/** The leads table of /quotation (002 section 2). */
export function LeadsTable({ rows, error, onRetry, toolbar }: LeadsTableProps) {
  return (
    <DataTable
      label="Leads"
      tableId="quotations.leads"
      columns={COLUMNS}
      rows={rows}
      rowId={(r) => String(r.lead.id)}
      density="comfortable"
      error={error}
      onRetry={onRetry}
      emptyText="No Leads Found..."
      toolbar={toolbar}
    />
  );
}
