/** The call details table (001 section 2): one row per call, with its recording player. */
import type { CallRecord } from '@backoffice/domain/calls/calls';
import { orderPagePath } from '@backoffice/domain/orders';
import { Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import { DataTable, type DataTableColumn, type TablePlacement } from './data-table';
import { OrderLink } from './order-link';
import { RecordingPlayer } from './recording-player';

export interface CallDetailsTableProps {
  /** The calls of the page; undefined while they load. */
  calls: readonly CallRecord[] | undefined;
  error: Error | null;
  onRetry: () => void;
  /** Shown in place of the rows when there are no calls. */
  emptyText: string;
  /** The row number of the first call (the page's offset), for S.No. */
  offset?: number;
  /** Adds the order and disposition columns (the call lists; an order's own history omits them). */
  withOrder?: boolean;
  /** The page's call-centre context: the order links keep it for a call without its own id. */
  ucid?: string | null;
  /** Above the table, beside the column chooser: the pagination. */
  toolbar?: ReactNode;
  /**
   * Opens the order page of a call (Enter on its row), given its address with the call-centre
   * context; a popup, outside the router, leaves it out.
   */
  onOpenOrder?: (address: string) => void;
  /** `popup` in an order's Call Recordings popup. */
  placement?: TablePlacement;
}

/** Seconds as m:ss (or h:mm:ss); a dash while the call lasts. */
export function formatCallDuration(seconds: number | null): string {
  if (seconds === null) return '–';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const STATUS_COLOURS: Record<string, string> = {
  answered: 'green.8',
  'not-answered': 'red.7',
  busy: 'orange.8',
  'agent-not-answered': 'red.7',
  failed: 'gray.7',
};

/** A call with its row number (S.No), which the recording's Play button is named by. */
interface CallRow {
  call: CallRecord;
  serial: number;
}

/** The order page of a call, keeping the call it was opened from (000 section 2, ucid). */
function orderAddress(orderId: string, ucid: string | null): string {
  const query = ucid ? `?${new URLSearchParams({ ucid }).toString()}` : '';
  return `${orderPagePath(orderId)}${query}`;
}

const dispositionText = ({ call }: CallRow) =>
  call.disposition
    ? `${call.disposition.category} / ${call.disposition.sub_category} / ${call.disposition.third_category}`
    : '–';

const BEFORE_ORDER: readonly DataTableColumn<CallRow>[] = [
  { id: 'serial', header: 'S.No', text: (r) => String(r.serial), minWidth: 48, grow: 0 },
  {
    id: 'caller_number',
    header: 'Customer',
    text: (r) => r.call.caller_number,
    minWidth: 104,
    grow: 0,
  },
  {
    id: 'agent',
    header: 'Agent',
    text: ({ call }) => (call.agent ? `${call.agent.name} · ${call.Agent_number}` : 'Not taken'),
    render: ({ call }) =>
      call.agent ? (
        <>
          {call.agent.name}{' '}
          <Text span inherit c="dimmed">
            {call.Agent_number}
          </Text>
        </>
      ) : (
        <Text span inherit c="dimmed">
          Not taken
        </Text>
      ),
    minWidth: 112,
    grow: 1.5,
  },
  {
    id: 'caller_type',
    header: 'Caller Type',
    text: ({ call }) => `${call.Caller_Type} · ${call.Call_Type}`,
    minWidth: 112,
    grow: 0.5,
  },
  {
    id: 'call_time',
    header: 'Call Time',
    text: (r) => formatDateTime(r.call.started_at),
    minWidth: 156,
    grow: 0,
  },
  {
    id: 'call_status',
    header: 'Call Status',
    text: (r) => r.call.Call_status,
    render: ({ call }) => (
      <Text span inherit fw={600} c={STATUS_COLOURS[call.call_state] ?? 'blue'}>
        {call.Call_status}
      </Text>
    ),
    minWidth: 116,
    grow: 0.5,
  },
  {
    id: 'transfer_status',
    header: 'Transfer Status',
    text: (r) => r.call.call_transfer_status,
    minWidth: 104,
    grow: 0.5,
  },
  {
    id: 'caller_duration',
    header: 'Caller Duration',
    text: (r) => formatCallDuration(r.call.caller_duration),
    minWidth: 72,
    grow: 0.5,
  },
  {
    id: 'conversation_duration',
    header: 'Conversation Duration',
    text: (r) => formatCallDuration(r.call.conversation_duration),
    minWidth: 80,
    grow: 0.5,
  },
];

const orderColumns = (ucid: string | null): readonly DataTableColumn<CallRow>[] => [
  {
    id: 'order_id',
    header: 'Order',
    text: (r) => r.call.order_id ?? '–',
    render: ({ call }) =>
      call.order_id ? (
        <OrderLink orderRandomId={call.order_id} ucid={call.call_id || ucid} />
      ) : undefined,
    minWidth: 104,
    grow: 0,
  },
  { id: 'disposition', header: 'Disposition', text: dispositionText, minWidth: 100, grow: 2 },
];

const RECORDING: DataTableColumn<CallRow> = {
  id: 'recording',
  header: 'Recording',
  // The Play button has its own tooltip: no hover text over it.
  text: (r) => (r.call.call_recording_url ? '' : '–'),
  render: ({ call, serial }) =>
    call.call_recording_url ? (
      <RecordingPlayer url={call.call_recording_url} label={`Play recording of call ${serial}`} />
    ) : undefined,
  minWidth: 92,
  grow: 1,
};

/**
 * The columns of a call list: the minimums add up to 1,200 px with the order and disposition, so
 * every column (the agent and the recording player too) fits the content area at 1280 px; an
 * order's own calls (a 90% popup) need 1,012 px.
 */
const columnsFor = (withOrder: boolean, ucid: string | null) =>
  withOrder ? [...BEFORE_ORDER, ...orderColumns(ucid), RECORDING] : [...BEFORE_ORDER, RECORDING];

/** One compact row per call; Enter on a row of a call list (or its order id) opens the order. */
export function CallDetailsTable({
  calls,
  error,
  onRetry,
  emptyText,
  offset = 0,
  withOrder = false,
  ucid = null,
  toolbar,
  onOpenOrder,
  placement,
}: CallDetailsTableProps) {
  const columns = useMemo(() => columnsFor(withOrder, ucid), [withOrder, ucid]);
  const rows = useMemo(
    () => calls?.map((call, index) => ({ call, serial: offset + index + 1 })),
    [calls, offset],
  );
  return (
    <DataTable
      label="Calls"
      tableId={withOrder ? 'calls.call-list' : 'calls.order-calls'}
      columns={columns}
      rows={rows}
      rowId={(r) => String(r.call.id)}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
      toolbar={toolbar}
      placement={placement}
      onOpenRow={
        onOpenOrder &&
        (({ call }) => {
          if (call.order_id) onOpenOrder(orderAddress(call.order_id, call.call_id || ucid));
        })
      }
    />
  );
}
