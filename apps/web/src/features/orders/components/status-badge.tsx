import { STATUS, type StatusId } from '@backoffice/domain/orders';
import { Badge, type MantineColor, type MantineSize } from '@mantine/core';

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
  /** `sm` in compact tables, where the longest label still fits one line of its column. */
  size?: MantineSize;
}

/** A cart's status as a coloured badge that never clips its label. */
export function StatusBadge({ status, label, size = 'md' }: StatusBadgeProps) {
  return (
    // In a narrow column the label wraps onto a second line rather than losing letters
    // ("firmed with customizat"); the full label is also the badge's title.
    <Badge
      color={COLOURS[status] ?? 'gray'}
      variant="light"
      size={size}
      tt="none"
      title={label}
      maw="100%"
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3 } }}
    >
      {label}
    </Badge>
  );
}
