import { ZBulkAssignRequest, type TBulkAssignRequest } from '@backoffice/domain/calls/team';
import {
  ZBulkStatusRequest,
  type BulkResponse,
  type OrderListRow,
  type OrderStatus,
  type OrderTeam,
  type TBulkStatusRequest,
} from '@backoffice/domain/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { useBulkAssign, useBulkStatus } from '@/features/orders/api/bulk-actions';
import {
  StatusChangeFields,
  withHoldReasonOnly,
} from '@/features/orders/components/status-change-fields';
import { useMembers } from '@/lib/members/get-members';

/** The agents who work a team's lists. */
const TEAM_ROLE = { oc: 'OC', rt: 'RT' } as const;

export interface BulkActionsProps {
  team: OrderTeam;
  /** The selected rows of the list. */
  selected: readonly OrderListRow[];
  /** The statuses offered (the list's tabs); the server judges each cart. */
  statuses: readonly OrderStatus[];
  /** Team Leaders give carts to agents. */
  canAssign: boolean;
  /** After an action answered: e.g. clear the selection. */
  onDone?: (response: BulkResponse) => void;
}

type Mode = 'assign' | 'status' | null;

/**
 * What a work list does with its selected carts: give them to an agent or change their status,
 * each cart on its own (its version, the rules); then a table of what happened to each.
 */
export function BulkActions({ team, selected, statuses, canAssign, onDone }: BulkActionsProps) {
  const [mode, setMode] = useState<Mode>(null);
  const [outcome, setOutcome] = useState<BulkResponse | null>(null);
  const carts = selected.map((row) => ({ cart_pid: row.cart_pid, version: row.version }));
  const finished = (response: BulkResponse) => {
    setMode(null);
    setOutcome(response);
    onDone?.(response);
  };
  const none = selected.length === 0;
  // A form opened on one selection starts again when the selection changes.
  const selection = carts.map((c) => `${c.cart_pid}:${c.version}`).join(',');
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Text size="sm" fw={500}>{`${selected.length} selected`}</Text>
        {canAssign && (
          <Button variant="default" size="xs" disabled={none} onClick={() => setMode('assign')}>
            Assign to agent
          </Button>
        )}
        <Button variant="default" size="xs" disabled={none} onClick={() => setMode('status')}>
          Change status
        </Button>
      </Group>
      {mode === 'assign' && (
        <AssignForm
          key={selection}
          team={team}
          carts={carts}
          onDone={finished}
          onCancel={() => setMode(null)}
        />
      )}
      {mode === 'status' && (
        <StatusForm
          key={selection}
          statuses={statuses}
          carts={carts}
          onDone={finished}
          onCancel={() => setMode(null)}
        />
      )}
      {outcome && <BulkOutcome outcome={outcome} rows={selected} />}
    </Stack>
  );
}

interface FormProps {
  carts: TBulkStatusRequest['carts'];
  onDone: (response: BulkResponse) => void;
  onCancel: () => void;
}

function AssignForm({ team, carts, onDone, onCancel }: FormProps & { team: OrderTeam }) {
  const assign = useBulkAssign();
  const members = useMembers({ role: TEAM_ROLE[team] });
  const agents = (members.data?.results ?? []).map((m) => ({
    value: String(m.login_id),
    label: `${m.name} (${m.login_id})`,
  }));
  const form = useForm<TBulkAssignRequest>({
    resolver: zodResolver(ZBulkAssignRequest),
    defaultValues: { carts, login_id: 0, comment: '' },
  });
  const submit = form.handleSubmit((request) => assign.mutate(request, { onSuccess: onDone }));
  return (
    <Paper withBorder p="sm">
      <form onSubmit={submit} noValidate aria-label={`Assign ${carts.length} carts`}>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="login_id"
            render={({ field, fieldState }) => (
              <Select
                label="Agent"
                placeholder={members.isPending ? 'Loading agents...' : 'Choose an agent'}
                data={agents}
                searchable
                required
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value === null ? 0 : Number(value))}
                error={fieldState.error?.message}
              />
            )}
          />
          <Textarea
            label="Comment"
            autosize
            minRows={2}
            error={form.formState.errors.comment?.message}
            {...form.register('comment')}
          />
          <FormButtons pending={assign.isPending} label="Assign" onCancel={onCancel} />
        </Stack>
      </form>
    </Paper>
  );
}

function StatusForm({
  statuses,
  carts,
  onDone,
  onCancel,
}: FormProps & { statuses: readonly OrderStatus[] }) {
  const change = useBulkStatus();
  const form = useForm({
    resolver: zodResolver(ZBulkStatusRequest),
    defaultValues: { carts, comment: '' },
  });
  const options = statuses.map((s) => ({ value: String(s.id), label: s.label }));
  const submit = form.handleSubmit((request) =>
    change.mutate(withHoldReasonOnly(request), { onSuccess: onDone }),
  );
  return (
    <Paper withBorder p="sm">
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-label={`Change status of ${carts.length} carts`}>
          <Stack gap="sm">
            <StatusChangeFields options={options} commentRows={2} />
            <FormButtons pending={change.isPending} label="Change status" onCancel={onCancel} />
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}

function FormButtons(props: { pending: boolean; label: string; onCancel: () => void }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={props.onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={props.pending}>
        {props.label}
      </Button>
    </Group>
  );
}

/** What happened to each selected cart. */
/** One cart's result, with its order for the person reading it. */
interface OutcomeRow {
  cart_pid: number;
  order_random_id: string;
  success: boolean;
  message: string;
}

const OUTCOME_COLUMNS: readonly DataTableColumn<OutcomeRow>[] = [
  { id: 'cart', header: 'Cart', text: (r) => String(r.cart_pid), minWidth: 80, grow: 0 },
  { id: 'order', header: 'Order', text: (r) => r.order_random_id, minWidth: 104, grow: 0 },
  {
    id: 'result',
    header: 'Result',
    text: (r) => (r.success ? 'Done' : 'Not done'),
    render: (r) => (
      <Badge color={r.success ? 'green' : 'red'} variant="light">
        {r.success ? 'Done' : 'Not done'}
      </Badge>
    ),
    minWidth: 96,
    grow: 0,
  },
  { id: 'message', header: 'Message', text: (r) => r.message, minWidth: 240, wrap: true },
];

function BulkOutcome({ outcome, rows }: { outcome: BulkResponse; rows: readonly OrderListRow[] }) {
  const orderOf = new Map(rows.map((r) => [r.cart_pid, r.order_random_id]));
  const results = outcome.results.map((result) => ({
    ...result,
    order_random_id: orderOf.get(result.cart_pid) ?? '',
  }));
  return (
    <Stack gap="xs">
      <Text size="sm">{`${outcome.succeeded} done, ${outcome.failed} not done`}</Text>
      <DataTable
        label="Bulk action results"
        tableId="orders.bulk-results"
        columnChooser={false}
        columns={OUTCOME_COLUMNS}
        rows={results}
        rowId={(r) => String(r.cart_pid)}
        emptyText="No carts"
      />
    </Stack>
  );
}
