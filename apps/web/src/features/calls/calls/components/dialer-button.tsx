import { Button } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useActiveCall } from '@/lib/calls/active-call';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { dialerVisibility, useDialerOpen } from './dialer-visibility';

/**
 * The header's Dialer button, for users who have a contact number and are Working. It lives in
 * the header rather than floating over the page, so it never covers table rows or the bottom of
 * a long form; the panel it opens floats until closed.
 */
export function DialerButton() {
  const { user } = useCurrentUser();
  const active = useActiveCall();
  const open = useDialerOpen();
  if (!user?.contact || user.status === 'break') return null;
  return (
    <Button
      size="xs"
      variant={open || active !== null ? 'filled' : 'light'}
      leftSection={<IconPhone size={14} />}
      onClick={() => (open ? dialerVisibility.close() : dialerVisibility.open())}
      aria-pressed={open || active !== null}
    >
      Dialer
    </Button>
  );
}
