import type { StoreActivityRow } from '@backoffice/domain/retail/cash';
import { Button, Group, Text } from '@mantine/core';
import { DataTable, usePopup, type DataTableColumn } from '@/components/ui';
import { useManagerFloatAction } from '@/features/retail/cash/api/manager-float-action';
import { IssueFloatFormView } from '@/features/retail/cash/popups/issue-float-popup';
import { formatRupees } from '@/lib/format';

const BUTTON_IDS = { issue: 1, accept: 2, reject: 3, deposit: 4 } as const;

/**
 * Store activity (spec 002 sections 2 and 3): one row per employee with their float (Issue,
 * Accept, Reject and Deposit as the server flags them) and their cash figures.
 */
export function StoreActivityTable({ rows }: { rows: readonly StoreActivityRow[] }) {
  const action = useManagerFloatAction();
  const popup = usePopup();
  const act = (row: StoreActivityRow, button: Exclude<keyof typeof BUTTON_IDS, 'issue'>) =>
    action.mutate({
      amount: row.float_data.amount,
      employee_login_id: row.employee.login_id,
      button_id: BUTTON_IDS[button],
    });
  const issue = (row: StoreActivityRow) =>
    popup.open(
      (close) => (
        <IssueFloatFormView
          employeeName={row.employee.name}
          busy={action.isPending}
          onCancel={close}
          onIssue={(amount) =>
            action
              .mutateAsync({
                amount,
                employee_login_id: row.employee.login_id,
                button_id: BUTTON_IDS.issue,
              })
              .then(close)
          }
        />
      ),
      { title: `Issue Float to ${row.employee.name}`, size: 'sm' },
    );

  const floatActions = (row: StoreActivityRow) => {
    const name = row.employee.name;
    const f = row.float_data;
    return (
      <Group gap={4} wrap="nowrap">
        {f.issue_button && (
          <Button
            size="compact-xs"
            onClick={() => issue(row)}
            aria-label={`Issue float to ${name}`}
          >
            Issue
          </Button>
        )}
        {f.accept_button && (
          <Button
            size="compact-xs"
            onClick={() => act(row, 'accept')}
            disabled={action.isPending}
            aria-label={`Accept float of ${name}`}
          >
            Accept
          </Button>
        )}
        {f.reject_button && (
          <Button
            size="compact-xs"
            color="red"
            variant="light"
            onClick={() => act(row, 'reject')}
            disabled={action.isPending}
            aria-label={`Reject float of ${name}`}
          >
            Reject
          </Button>
        )}
        {f.deposit_button && (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => act(row, 'deposit')}
            disabled={action.isPending}
            aria-label={`Deposit: take back the float of ${name}`}
          >
            Deposit
          </Button>
        )}
      </Group>
    );
  };

  const columns: DataTableColumn<StoreActivityRow>[] = [
    {
      id: 'employee',
      header: 'Employee',
      text: (row) => `${row.employee.name} (${row.employee.designation})`,
      render: (row) => (
        <Text size="sm" span>
          {row.employee.name}{' '}
          <Text span size="xs" c="dimmed">
            {row.employee.designation}
          </Text>
        </Text>
      ),
      minWidth: 180,
    },
    {
      id: 'float',
      header: 'Float',
      text: (row) => `${formatRupees(row.float_data.amount)} ${row.float_data.status_label}`,
      minWidth: 150,
    },
    {
      id: 'float_actions',
      header: 'Float Actions',
      text: () => '',
      render: floatActions,
      minWidth: 190,
      hideable: false,
    },
    {
      id: 'cash_in_transit',
      header: 'Cash in Transit',
      text: (row) => formatRupees(row.cash_in_transit),
      minWidth: 110,
      align: 'end',
    },
    {
      id: 'handed_over_amount',
      header: 'Handed Over',
      text: (row) => formatRupees(row.handed_over_amount),
      minWidth: 110,
      align: 'end',
    },
    {
      id: 'pending_amount_to_be_deposited',
      header: 'Pending to Deposit',
      text: (row) => formatRupees(row.pending_amount_to_be_deposited),
      minWidth: 120,
      align: 'end',
    },
    {
      id: 'total_amount',
      header: 'Total',
      text: (row) => formatRupees(row.total_amount),
      minWidth: 110,
      align: 'end',
    },
  ];

  return (
    <DataTable
      label="Store Activity"
      tableId="retail.cash.store-activity"
      columns={columns}
      rows={rows}
      rowId={(row) => String(row.employee.login_id)}
      emptyText="No staff in this store"
    />
  );
}
