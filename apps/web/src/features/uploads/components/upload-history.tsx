import type { SheetUpload, UploadEndpoint } from '@backoffice/domain/uploads';
import { Anchor, SegmentedControl, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable, PaginationBar, usePopup, type DataTableColumn } from '@/components/ui';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useUploadHistory } from '../api/get-upload-history';
import { openUploadDetail } from '../popups/open-upload-detail';
import { sheetTypeLabel } from './sheet-type-label';
import { UploadStatusBadge, uploadStatusLabel } from './upload-status-badge';

const PAGE_SIZE = 20;

function historyColumns(open: (upload: SheetUpload) => void): DataTableColumn<SheetUpload>[] {
  return [
    {
      id: 'uploaded_at',
      header: 'Uploaded',
      text: (u) => formatDateTime(u.uploaded_at),
      minWidth: 160,
    },
    { id: 'by', header: 'By', text: (u) => u.uploaded_by.name, minWidth: 130 },
    { id: 'role', header: 'Role', text: (u) => u.role, minWidth: 100 },
    { id: 'type', header: 'Type', text: (u) => u.sheet_label, minWidth: 140 },
    {
      id: 'file',
      header: 'File',
      text: (u) => u.file_name,
      render: (u) => (
        <Anchor component="button" type="button" size="sm" onClick={() => open(u)}>
          {u.file_name}
        </Anchor>
      ),
      minWidth: 160,
      grow: 2,
      hideable: false,
    },
    {
      id: 'rows',
      header: 'Rows',
      text: (u) => formatNumber(u.rows_total),
      minWidth: 70,
      align: 'end',
    },
    {
      id: 'successes',
      header: 'Successes',
      text: (u) => formatNumber(u.successes),
      minWidth: 90,
      align: 'end',
    },
    {
      id: 'failures',
      header: 'Failures',
      text: (u) => formatNumber(u.failures),
      minWidth: 80,
      align: 'end',
    },
    {
      id: 'status',
      header: 'Status',
      text: (u) => uploadStatusLabel(u.status),
      render: (u) => <UploadStatusBadge status={u.status} />,
      minWidth: 90,
    },
    { id: 'result', header: 'Result', text: (u) => u.message, minWidth: 200, grow: 2 },
  ];
}

/** A page of one endpoint's uploads; a row opens the upload's detail. */
function HistoryTable({ endpoint }: { endpoint: UploadEndpoint }) {
  const popup = usePopup();
  const [page, setPage] = useState({ offset: 0, limit: PAGE_SIZE });
  const history = useUploadHistory({ path: endpoint.path, ...page });
  const open = (upload: SheetUpload) => openUploadDetail(popup, upload);
  const total = history.data?.count ?? 0;
  return (
    <DataTable
      label="Upload history"
      tableId="uploads.history"
      columns={historyColumns(open)}
      rows={history.data?.results}
      rowId={(u) => u.upload_id}
      error={history.error}
      onRetry={() => void history.refetch()}
      emptyText="No uploads yet"
      onOpenRow={open}
      toolbar={
        total > 0 && (
          <PaginationBar offset={page.offset} limit={page.limit} total={total} onChange={setPage} />
        )
      }
    />
  );
}

/** The uploads of the screen's endpoints: one at a time, chosen above when there are several. */
export function UploadHistory({ endpoints }: { endpoints: readonly UploadEndpoint[] }) {
  const [path, setPath] = useState(endpoints[0]?.path ?? '');
  const endpoint = endpoints.find((e) => e.path === path) ?? endpoints[0];
  if (!endpoint) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Upload history
      </Title>
      {endpoints.length > 1 && (
        <SegmentedControl
          aria-label="History of"
          value={endpoint.path}
          onChange={setPath}
          data={endpoints.map((e) => ({
            value: e.path,
            label: e.types.map((type) => sheetTypeLabel(type)).join(', '),
          }))}
        />
      )}
      <HistoryTable key={endpoint.path} endpoint={endpoint} />
    </Stack>
  );
}
