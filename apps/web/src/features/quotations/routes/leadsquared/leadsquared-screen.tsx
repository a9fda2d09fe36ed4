import type { LeadSyncKind, LeadSyncRun } from '@backoffice/domain/quotations';
import { Button, Group, Text } from '@mantine/core';
import { IconCloudDownload, IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  DataTable,
  PageHeader,
  UrlPaginationBar,
  useTableUrlState,
  type DataTableColumn,
} from '@/components/ui';
import { useLeadSync, useRunLeadSync } from '@/features/quotations/api/lead-sync';
import { formatDateTime } from '@/lib/format';

const RUN_PAGE_SIZES = [20, 50, 100] as const;

const RUNS_TABLE = {
  defaultSort: { id: 'created', desc: true },
  defaultPageSize: RUN_PAGE_SIZES[0],
  pageSizes: RUN_PAGE_SIZES,
};

const KIND_LABELS: Record<LeadSyncKind, string> = {
  pull: 'Pull new leads',
  push: 'Push status changes',
};

const COLUMNS: readonly DataTableColumn<LeadSyncRun>[] = [
  {
    id: 'created',
    header: 'When',
    text: (r) => formatDateTime(r.create_timestamp),
    minWidth: 150,
    grow: 0,
  },
  { id: 'kind', header: 'Run', text: (r) => KIND_LABELS[r.kind], minWidth: 150, grow: 0 },
  {
    id: 'done',
    header: 'Done',
    text: (r) => String(r.done_count),
    minWidth: 70,
    grow: 0,
    align: 'end',
  },
  {
    id: 'skipped',
    header: 'Skipped',
    text: (r) => String(r.skipped_count),
    minWidth: 70,
    grow: 0,
    align: 'end',
  },
  { id: 'message', header: 'Result', text: (r) => r.message, minWidth: 260, grow: 3, wrap: true },
  { id: 'by', header: 'By', text: (r) => r.by_name, minWidth: 140, grow: 1 },
];

/**
 * /leadsquared (an allow-listed set of staff). The spec does not show this screen; ours
 * (docs/quotations.md): the lead CRM sync. Pull brings the CRM's new leads into the leads of
 * /quotation, Push sends the statuses changed since the last push; each run is listed.
 */
export function LeadsquaredScreen() {
  const table = useTableUrlState(RUNS_TABLE);
  const sync = useLeadSync({ limit: table.pageSize, offset: table.offset });
  const run = useRunLeadSync();
  const [running, setRunning] = useState<LeadSyncKind | null>(null);
  const start = (kind: LeadSyncKind) => {
    setRunning(kind);
    run.mutate(kind, { onSettled: () => setRunning(null) });
  };
  const data = sync.data;
  return (
    <>
      <PageHeader
        title="LeadSquared"
        count={data?.total}
        right={
          <>
            <Button
              leftSection={<IconCloudDownload size={16} />}
              loading={running === 'pull'}
              disabled={running !== null}
              onClick={() => start('pull')}
            >
              {KIND_LABELS.pull}
            </Button>
            <Button
              variant="default"
              leftSection={<IconCloudUpload size={16} />}
              loading={running === 'push'}
              disabled={running !== null}
              onClick={() => start('push')}
            >
              {KIND_LABELS.push}
            </Button>
          </>
        }
      >
        {data && (
          <Group gap="lg">
            <Text size="sm">
              Lead CRM: <b>{data.provider}</b>
            </Text>
            <Text size="sm">
              Statuses waiting for a push: <b>{data.pending_pushes}</b>
            </Text>
          </Group>
        )}
      </PageHeader>
      <DataTable
        label="Sync runs"
        tableId="quotations.lead-sync"
        columns={COLUMNS}
        rows={data?.runs}
        rowId={(r) => String(r.id)}
        error={sync.error}
        onRetry={() => void sync.refetch()}
        emptyText="No sync has run yet."
        toolbar={
          data && data.total > 0 ? (
            <UrlPaginationBar table={table} total={data.total} pageSizes={RUN_PAGE_SIZES} />
          ) : undefined
        }
      />
    </>
  );
}
