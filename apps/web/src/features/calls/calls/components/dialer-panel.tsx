import { Affix, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useActiveCall } from '@/lib/calls/active-call';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { DialerForm } from './dialer-form';
import { dialerVisibility, useDialerOpen } from './dialer-visibility';
import { LiveCall } from './live-call';

/**
 * The Dialer panel (000 section 1), for users who have a contact number: a number to call, or
 * the call under way and its disposition. The header's Dialer button opens it, and it opens by
 * itself when a call starts elsewhere (the order page). Hidden on Break, when the break notice
 * is the only content.
 */
export function DialerPanel() {
  const { user } = useCurrentUser();
  const active = useActiveCall();
  const open = useDialerOpen();
  if (!user?.contact || user.status === 'break') return null;
  if (!open && active === null) return null;
  return (
    <Affix position={{ bottom: 20, left: 20 }} zIndex={150}>
      <Paper
        withBorder
        shadow="md"
        radius="md"
        p="md"
        w={300}
        component="section"
        aria-label="Dialer panel"
      >
        <Group justify="space-between" mb="xs">
          <Text fw={700}>Dialer</Text>
          {active === null && (
            <CloseButton aria-label="Close dialer" onClick={dialerVisibility.close} />
          )}
        </Group>
        {active ? (
          <LiveCall key={active.call.call_id} active={active} />
        ) : (
          <DialerForm agentNumber={user.contact} />
        )}
      </Paper>
    </Affix>
  );
}
