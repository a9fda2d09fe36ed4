import type { EscalationStatusId } from '@backoffice/domain/calls/escalations';
import { Badge, type MantineColor } from '@mantine/core';

// Colours only help the eye: open work red, being worked orange, settled green or grey.
const COLOURS: Record<EscalationStatusId, MantineColor> = {
  1: 'red',
  2: 'orange',
  3: 'green',
  4: 'gray',
};

/** An escalation's status as a coloured badge, with the label the server sent. */
export function EscalationStatusBadge({
  status,
  label,
}: {
  status: EscalationStatusId;
  label: string;
}) {
  return (
    <Badge
      color={COLOURS[status]}
      variant="light"
      tt="none"
      styles={{ label: { overflow: 'visible' } }}
    >
      {label}
    </Badge>
  );
}
