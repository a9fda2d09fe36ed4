import { STATUS, type StatusId } from '@backoffice/domain/orders';
import { Badge, type MantineColor } from '@mantine/core';

// Colours only help the eye: new work blue, held orange, cancelled red, everything else by kind.
const COLOURS: Partial<Record<StatusId, MantineColor>> = {
  [STATUS.NEW_ORDER]: 'blue',
  [STATUS.HOLD]: 'orange',
  [STATUS.CANCELLED]: 'red',
  2: 'green',
  3: 'green',
  18: 'yellow',
  19: 'yellow',
  21: 'teal',
};

interface StatusBadgeProps {
  status: StatusId;
  /** The label the server sent with the status. */
  label: string;
}

/** A cart's status as a coloured badge. */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  return (
    // The label keeps its full width: a table column may not squeeze it to "New Or…".
    <Badge
      color={COLOURS[status] ?? 'gray'}
      variant="light"
      tt="none"
      styles={{ label: { overflow: 'visible' } }}
    >
      {label}
    </Badge>
  );
}
