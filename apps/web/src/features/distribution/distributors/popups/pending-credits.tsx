import {
  creditDecisionRefusal,
  type CreditApprovalRow,
  type CreditDecision,
} from '@backoffice/domain/distribution';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { useCan } from '@/lib/access/use-can';
import { formatDateTime, formatRupees } from '@/lib/format';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { CreditDecisionForm } from './credit-decision-form';

interface PendingCreditsProps {
  code: string;
  credits: readonly CreditApprovalRow[];
  count: number;
  total: number;
}

const COLUMNS: readonly DataTableColumn<CreditApprovalRow>[] = [
  {
    id: 'raised_at',
    header: 'Raised At',
    text: (r) => formatDateTime(r.raised_at),
    minWidth: 130,
    grow: 0,
  },
  {
    id: 'status',
    header: 'Status',
    text: (r) => r.status_label,
    render: (r) => (
      <Badge color="yellow" variant="light">
        {r.status_label}
      </Badge>
    ),
    minWidth: 170,
    grow: 0,
  },
  {
    id: 'amount',
    header: 'Amount',
    text: (r) => formatRupees(r.amount),
    minWidth: 110,
    grow: 0,
    align: 'end',
  },
  { id: 'remark', header: 'Remark', text: (r) => r.remark, minWidth: 140, grow: 2, wrap: true },
  { id: 'source', header: 'Source', text: (r) => r.source_label, minWidth: 120 },
  { id: 'raised_by', header: 'Raised By', text: (r) => r.raised_by ?? 'System', minWidth: 100 },
];

/**
 * The credits of a distributor pending a Finance pod leader's approval (in no balance yet), set
 * apart from the ledger's entries. A Finance pod leader approves or rejects each with a comment,
 * except those they raised themselves (the server refuses them too).
 */
export function PendingCredits({ code, credits, count, total }: PendingCreditsProps) {
  const can = useCan();
  const { user } = useCurrentUser();
  const [deciding, setDeciding] = useState<{ id: number; decision: CreditDecision } | null>(null);
  const chosen = deciding && credits.find((c) => c.id === deciding.id);
  const actions: DataTableColumn<CreditApprovalRow> = {
    id: 'actions',
    header: 'Actions',
    text: () => '',
    render: (r) =>
      user && creditDecisionRefusal(r, user.login_id) === 'own_credit' ? (
        <Text size="xs" c="dimmed">
          Raised by you
        </Text>
      ) : (
        <Group gap={4} wrap="nowrap">
          {(['approve', 'reject'] as const).map((decision) => (
            <Button
              key={decision}
              size="compact-xs"
              variant="light"
              color={decision === 'approve' ? 'green' : 'red'}
              aria-label={`${decision === 'approve' ? 'Approve' : 'Reject'} ${formatRupees(r.amount)} ${r.remark}`}
              onClick={() => setDeciding({ id: r.id, decision })}
            >
              {decision === 'approve' ? 'Approve' : 'Reject'}
            </Button>
          ))}
        </Group>
      ),
    minWidth: 150,
    grow: 0,
  };
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Pending approval: {count} credit{count === 1 ? '' : 's'} of {formatRupees(total)}, not in
        the balance until a Finance pod leader approves
      </Text>
      <DataTable
        label="Pending credits"
        emptyText="No credit is pending approval"
        tableId="distribution.pending-credits"
        columns={can('distribution:approve-credit') ? [...COLUMNS, actions] : COLUMNS}
        rows={credits}
        rowId={(r) => String(r.id)}
        placement="popup"
      />
      {chosen && deciding && (
        <CreditDecisionForm
          key={`${chosen.id}-${deciding.decision}`}
          code={code}
          credit={chosen}
          decision={deciding.decision}
          close={() => setDeciding(null)}
        />
      )}
    </Stack>
  );
}
