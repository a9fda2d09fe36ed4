import { PRESENCE_LABELS, type MemberPresence } from '@backoffice/domain/calls/team';
import { Badge } from '@mantine/core';
import type { DataTableColumn } from '@/components/ui';

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

/** The table column of a member's presence (Working, Break, Offline), under a screen's header. */
export function presenceColumn<Row extends { presence: MemberPresence }>(
  id: string,
  header: string,
): DataTableColumn<Row> {
  return {
    id,
    header,
    text: (row) => PRESENCE_LABELS[row.presence],
    render: (row) => <PresenceBadge presence={row.presence} />,
    minWidth: 90,
    grow: 0,
  };
}
