import type { CurrentUser } from '@backoffice/domain/identity';
import { Switch } from '@mantine/core';
import { useUpdateUserStatus } from '../api/update-user-status';

/** The header's Working/Break toggle: on means Working, off means on Break. */
export function StatusToggle({ user }: { user: CurrentUser }) {
  const update = useUpdateUserStatus();
  const working = user.status === 'working';
  return (
    <Switch
      aria-label="Working"
      label={working ? 'Working' : 'On Break'}
      checked={working}
      disabled={update.isPending}
      onChange={(event) => update.mutate(event.currentTarget.checked ? 'working' : 'break')}
      color="green"
    />
  );
}
