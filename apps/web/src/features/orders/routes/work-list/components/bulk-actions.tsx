import { ZBulkAssignRequest, type TBulkAssignRequest } from '@backoffice/domain/calls/team';
import {
  SHIPMENT_BLOCK_REASONS,
  STATUS,
  ZBulkStatusRequest,
  type BulkResponse,
  type OrderListRow,
  type OrderStatus,
  type OrderTeam,
  type TBulkStatusRequest,
} from '@backoffice/domain/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Paper, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useBulkAssign, useBulkStatus } from '@/features/orders/api/bulk-actions';
import { useMembers } from '@/lib/members/get-members';

const REASON_OPTIONS = SHIPMENT_BLOCK_REASONS.map((r) => ({ value: String(r.id), label: r.label }));
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
  const target = useWatch({ control: form.control, name: 'orm_order_status' });
  const options = statuses.map((s) => ({ value: String(s.id), label: s.label }));
  const submit = form.handleSubmit((request) =>
    change.mutate(
      {
        ...request,
        shipment_stop_reason:
          request.orm_order_status === STATUS.HOLD ? request.shipment_stop_reason : null,
      },
      { onSuccess: onDone },
    ),
  );
  return (
    <Paper withBorder p="sm">
      <form onSubmit={submit} noValidate aria-label={`Change status of ${carts.length} carts`}>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="orm_order_status"
            render={({ field, fieldState }) => (
              <Select
                label="New status"
                placeholder="Choose a status"
                data={options}
                required
                value={field.value === undefined ? null : String(field.value)}
                onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
                error={fieldState.error?.message}
              />
            )}
          />
          {target === STATUS.HOLD && (
            <Controller
              control={form.control}
              name="shipment_stop_reason"
              render={({ field, fieldState }) => (
                <Select
                  label="Reason for Hold"
                  placeholder="Choose a reason"
                  data={REASON_OPTIONS}
                  required
                  value={field.value == null ? null : String(field.value)}
                  onChange={(value) => field.onChange(value === null ? null : Number(value))}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
          <Textarea
            label="Comment"
            required
            autosize
            minRows={2}
            error={form.formState.errors.comment?.message}
            {...form.register('comment')}
          />
          <FormButtons pending={change.isPending} label="Change status" onCancel={onCancel} />
        </Stack>
      </form>
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
function BulkOutcome({ outcome, rows }: { outcome: BulkResponse; rows: readonly OrderListRow[] }) {
  const orderOf = new Map(rows.map((r) => [r.cart_pid, r.order_random_id]));
  return (
    <Stack gap="xs">
      <Text size="sm">{`${outcome.succeeded} done, ${outcome.failed} not done`}</Text>
      <Table aria-label="Bulk action results" striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Cart</Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th>Result</Table.Th>
            <Table.Th>Message</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {outcome.results.map((result) => (
            <Table.Tr key={result.cart_pid}>
              <Table.Td>{result.cart_pid}</Table.Td>
              <Table.Td>{orderOf.get(result.cart_pid) ?? ''}</Table.Td>
              <Table.Td>
                <Badge color={result.success ? 'green' : 'red'} variant="light">
                  {result.success ? 'Done' : 'Not done'}
                </Badge>
              </Table.Td>
              <Table.Td>{result.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
