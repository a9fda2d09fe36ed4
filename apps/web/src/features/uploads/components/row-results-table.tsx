import { UPLOAD_MESSAGES, type SheetRowResult } from '@backoffice/domain/uploads';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn, type DataTableProps } from '@/components/ui';
import { formatNumber } from '@/lib/format';

const columnsOf = (result: SheetRowResult) =>
  result.errors
    .map((error) => error.column)
    .filter((column) => column !== '')
    .join(', ');

const messagesOf = (result: SheetRowResult) =>
  result.errors.map((error) => error.message).join('; ') || result.message;

const COLUMNS: readonly DataTableColumn<SheetRowResult>[] = [
  { id: 'row', header: 'Row', text: (result) => formatNumber(result.row), minWidth: 70, grow: 0 },
  {
    id: 'result',
    header: 'Result',
    text: (result) => (result.ok ? UPLOAD_MESSAGES.success : result.message),
    render: (result) => (
      <Text span size="sm" c={result.ok ? 'green.8' : 'red.7'}>
        {result.ok ? UPLOAD_MESSAGES.success : result.message}
      </Text>
    ),
    minWidth: 240,
    grow: 2,
    wrap: true,
  },
  {
    id: 'column',
    header: 'Column',
    text: (result) => (result.ok ? '' : columnsOf(result)),
    minWidth: 120,
    wrap: true,
  },
  {
    id: 'message',
    header: 'Message',
    text: (result) => (result.ok ? '' : messagesOf(result)),
    minWidth: 220,
    grow: 2,
    wrap: true,
  },
];

export interface RowResultsTableProps {
  results: readonly SheetRowResult[] | undefined;
  placement?: DataTableProps<SheetRowResult>['placement'];
  /** Above the table: paging, filters. */
  toolbar?: ReactNode;
}

/** Every row of an upload: 'Success', or its error in red with the columns and messages. */
export function RowResultsTable({ results, placement = 'page', toolbar }: RowResultsTableProps) {
  return (
    <DataTable
      label="Row results"
      tableId="uploads.row-results"
      columns={COLUMNS}
      rows={results}
      rowId={(result) => String(result.row)}
      emptyText="No rows to show"
      placement={placement}
      toolbar={toolbar}
      columnChooser={false}
    />
  );
}
