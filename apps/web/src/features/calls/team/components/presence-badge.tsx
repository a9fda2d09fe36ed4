import { PRESENCE_LABELS, type MemberPresence } from '@backoffice/domain/calls/team';
import { Badge } from '@mantine/core';

const COLOURS: Record<MemberPresence, string> = {
  working: 'green',
  break: 'orange',
  offline: 'gray',
};

/** Working, Break or Offline, in the colour the board uses for it. */
export function PresenceBadge({ presence }: { presence: MemberPresence }) {
  return (
    <Badge color={COLOURS[presence]} variant={presence === 'offline' ? 'outline' : 'light'}>
      {PRESENCE_LABELS[presence]}
    </Badge>
  );
}
