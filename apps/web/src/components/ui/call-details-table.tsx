/** The call details table (001 section 2): one row per call, with its recording player. */
import type { CallRecord } from '@backoffice/domain/calls/calls';
import { Table, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { RecordingPlayer } from './recording-player';

export interface CallDetailsTableProps {
  calls: readonly CallRecord[];
  /** The row number of the first call (the page's offset), for S.No. */
  offset?: number;
  /** Adds the order and disposition columns (the call lists; an order's own history omits them). */
  withOrder?: boolean;
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
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export function CallDetailsTable({ calls, offset = 0, withOrder = false }: CallDetailsTableProps) {
  return (
    <Table.ScrollContainer minWidth={withOrder ? 1320 : 1100}>
      <Table striped highlightOnHover aria-label="Calls" verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>S.No</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Agent</Table.Th>
            <Table.Th>Caller Type</Table.Th>
            <Table.Th>Call Time</Table.Th>
            <Table.Th>Call Status</Table.Th>
            <Table.Th>Transfer Status</Table.Th>
            <Table.Th>Caller Duration</Table.Th>
            <Table.Th>Conversation Duration</Table.Th>
            {withOrder && <Table.Th>Order</Table.Th>}
            {withOrder && <Table.Th>Disposition</Table.Th>}
            <Table.Th>Recording</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {calls.map((call, index) => (
            <Table.Tr key={call.id}>
              <Table.Td>{offset + index + 1}</Table.Td>
              <Table.Td>{call.caller_number}</Table.Td>
              <Table.Td style={NO_WRAP}>
                {call.agent ? (
                  <>
                    <Text size="sm">{call.agent.name}</Text>
                    <Text size="xs" c="dimmed">
                      {call.Agent_number}
                    </Text>
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    Not taken
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                {call.Caller_Type} · {call.Call_Type}
              </Table.Td>
              <Table.Td style={NO_WRAP}>{formatDateTime(call.started_at)}</Table.Td>
              <Table.Td style={NO_WRAP}>
                <Text size="sm" fw={600} c={STATUS_COLOURS[call.call_state] ?? 'blue'}>
                  {call.Call_status}
                </Text>
              </Table.Td>
              <Table.Td>{call.call_transfer_status}</Table.Td>
              <Table.Td style={NO_WRAP}>{formatCallDuration(call.caller_duration)}</Table.Td>
              <Table.Td style={NO_WRAP}>{formatCallDuration(call.conversation_duration)}</Table.Td>
              {withOrder && <Table.Td>{call.order_id ?? '–'}</Table.Td>}
              {withOrder && (
                <Table.Td miw={220}>
                  {call.disposition ? (
                    <Text size="xs">
                      {call.disposition.category} / {call.disposition.sub_category} /{' '}
                      {call.disposition.third_category}
                    </Text>
                  ) : (
                    '–'
                  )}
                </Table.Td>
              )}
              <Table.Td>
                {call.call_recording_url ? (
                  <RecordingPlayer
                    url={call.call_recording_url}
                    label={`Play recording of call ${offset + index + 1}`}
                  />
                ) : (
                  '–'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
