import { Affix, Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { useActiveCall } from '@/lib/calls/active-call';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { DialerForm } from './dialer-form';
import { LiveCall } from './live-call';

/**
 * The Dialer panel (000 section 1), for users who have a contact number: a number to call, or
 * the call under way and its disposition. It opens by itself when a call starts elsewhere (the
 * order page). Hidden on Break, when the break notice is the only content.
 */
export function DialerPanel() {
  const { user } = useCurrentUser();
  const active = useActiveCall();
  const [open, setOpen] = useState(false);
  if (!user?.contact || user.status === 'break') return null;
  const shown = open || active !== null;
  return (
    <Affix position={{ bottom: 20, left: 20 }} zIndex={150}>
      {shown ? (
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
              <CloseButton aria-label="Close dialer" onClick={() => setOpen(false)} />
            )}
          </Group>
          {active ? (
            <LiveCall key={active.call.call_id} active={active} />
          ) : (
            <DialerForm agentNumber={user.contact} />
          )}
        </Paper>
      ) : (
        <Button leftSection={<IconPhone size={16} />} radius="xl" onClick={() => setOpen(true)}>
          Dialer
        </Button>
      )}
    </Affix>
  );
}
