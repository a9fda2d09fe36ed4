import type { DistributorRow } from '@backoffice/domain/distribution';
import { Badge, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatRupees } from '@/lib/format';
import { DistributorActionsMenu } from './distributor-actions-menu';
import { useDistributorActions, type DistributorActions } from './use-distributor-actions';

const columnsFor = (actions: DistributorActions): readonly DataTableColumn<DistributorRow>[] => [
  {
    id: 'code',
    header: 'SAP Code',
    text: (d) => d.distributor_code,
    render: (d) => (
      <Text span inherit fw={600}>
        {d.distributor_code}
      </Text>
    ),
    minWidth: 95,
    grow: 0,
  },
  { id: 'name', header: 'Company Name', text: (d) => d.name, minWidth: 150, grow: 1.5 },
  {
    id: 'status',
    header: 'Status',
    text: (d) => d.status,
    render: (d) => (
      <Badge color={d.active ? 'green' : 'gray'} variant="light" size="sm">
        {d.status}
      </Badge>
    ),
    minWidth: 150,
    grow: 0,
  },
  { id: 'phone', header: 'Phone', text: (d) => d.phone_number, minWidth: 95, grow: 0 },
  { id: 'email', header: 'Email', text: (d) => d.email, minWidth: 150 },
  { id: 'city', header: 'City', text: (d) => `${d.city}, ${d.state}`, minWidth: 120 },
  {
    id: 'gst',
    header: 'GSTIN',
    text: (d) => (d.is_noc_obtained ? 'NOC obtained' : (d.gst_number ?? '')),
    minWidth: 130,
    grow: 0,
  },
  { id: 'referred_by', header: 'Referred By', text: (d) => d.referred_by, minWidth: 90, grow: 0 },
  {
    id: 'cod',
    header: 'Dealer COD',
    text: (d) => (d.is_cod_enabled ? 'Enabled' : 'Disabled'),
    minWidth: 80,
    grow: 0,
  },
  {
    id: 'available_credit',
    header: 'Available Credit',
    text: (d) =>
      formatRupees(d.available_credit) +
      (d.pending_credit > 0 ? ` (${formatRupees(d.pending_credit)} pending approval)` : ''),
    // Credits waiting for a Finance pod leader show under it: where the pod leader finds them.
    render: (d) => (
      <>
        {formatRupees(d.available_credit)}
        {d.pending_credit > 0 && <Text size="xs">+{formatRupees(d.pending_credit)} pending</Text>}
      </>
    ),
    minWidth: 110,
    grow: 0,
    align: 'end',
    wrap: true,
  },
  {
    id: 'actions',
    header: 'Actions',
    text: () => '',
    render: (d) => <DistributorActionsMenu d={d} actions={actions} />,
    minWidth: 90,
    grow: 0,
    hideable: false,
  },
];

interface DistributorTableProps {
  rows: readonly DistributorRow[] | undefined;
  error: Error | null;
  onRetry: () => void;
  toolbar: ReactNode;
}

/** The distributors of a page, each with its Actions menu. */
export function DistributorTable({ rows, error, onRetry, toolbar }: DistributorTableProps) {
  const actions = useDistributorActions();
  const columns = useMemo(() => columnsFor(actions), [actions]);
  return (
    <DataTable
      label="Distributors"
      tableId="distribution.distributors"
      columns={columns}
      rows={rows}
      rowId={(d) => d.distributor_code}
      error={error}
      onRetry={onRetry}
      emptyText="No Distributors Found..."
      toolbar={toolbar}
      onOpenRow={actions.details}
    />
  );
}
