import { isFinalCallState } from '@backoffice/domain/calls/calls';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useRef } from 'react';
import { formatCallDuration, usePopup } from '@/components/ui';
import type { ActiveCall } from '@/lib/calls/active-call';
import { useCallProgress } from '../api/get-call';
import { CallStateBadge } from './call-state-badge';
import { DispositionPopup } from './disposition-popup';

/**
 * The call under way in the Dialer panel: who is called, where the call stands (followed until
 * it ends), then its durations and the disposition form, which opens by itself once.
 */
export function LiveCall({ active }: { active: ActiveCall }) {
  const popup = usePopup();
  const call = useCallProgress(active.call).data ?? active.call;
  const ended = isFinalCallState(call.call_state);
  const openDisposition = useCallback(
    () =>
      popup.open((close) => <DispositionPopup call={call} about={active.about} close={close} />, {
        title: 'Call Disposition',
        size: 'lg',
      }),
    [popup, call, active.about],
  );
  const offered = useRef(false);
  useEffect(() => {
    if (ended && !offered.current) {
      offered.current = true;
      openDisposition();
    }
  }, [ended, openDisposition]);

  return (
    <Stack gap="xs" aria-label="Call in progress">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>+91 {call.caller_number}</Text>
        <CallStateBadge call={call} />
      </Group>
      {active.about && (
        <Text size="sm" c="dimmed">
          Order {active.about.order_random_id}
        </Text>
      )}
      {ended ? (
        <>
          <Text size="sm">
            Talked {formatCallDuration(call.conversation_duration)} of{' '}
            {formatCallDuration(call.caller_duration)} · {call.call_transfer_status}
          </Text>
          <Button leftSection={<IconClipboardCheck size={16} />} onClick={openDisposition}>
            Fill disposition
          </Button>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Pick up your phone: the customer is called once you answer.
        </Text>
      )}
    </Stack>
  );
}
