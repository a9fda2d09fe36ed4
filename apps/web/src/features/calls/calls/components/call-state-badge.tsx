import { isFinalCallState, type CallRecord } from '@backoffice/domain/calls/calls';
import { Badge, Loader } from '@mantine/core';

const FINAL_COLOURS: Record<string, string> = { answered: 'green', busy: 'orange', failed: 'gray' };

/** Where a call stands: a spinning badge while it lasts, coloured by the outcome after. */
export function CallStateBadge({ call }: { call: CallRecord }) {
  const live = !isFinalCallState(call.call_state);
  return (
    <Badge
      size="lg"
      variant="light"
      color={live ? 'blue' : (FINAL_COLOURS[call.call_state] ?? 'red')}
      leftSection={live ? <Loader size={10} color="blue" /> : undefined}
      aria-live="polite"
    >
      {call.Call_status}
    </Badge>
  );
}
