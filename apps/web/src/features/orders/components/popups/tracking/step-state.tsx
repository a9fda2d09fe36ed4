import type { TrackingStepState } from '@backoffice/domain/orders';
import { Badge, ThemeIcon } from '@mantine/core';
import { IconCheck, IconClock, IconProgress } from '@tabler/icons-react';

const LOOKS: Record<TrackingStepState, { label: string; color: string; Icon: typeof IconCheck }> = {
  done: { label: 'Done', color: 'green', Icon: IconCheck },
  partial: { label: 'Partly done', color: 'orange', Icon: IconProgress },
  pending: { label: 'Pending', color: 'gray', Icon: IconClock },
};

/** The timeline bullet of a step: a tick, a half-way mark or a clock. */
export function StepBullet({ state }: { state: TrackingStepState }) {
  const { color, Icon } = LOOKS[state];
  return (
    <ThemeIcon color={color} radius="xl" size={22}>
      <Icon size={14} aria-hidden />
    </ThemeIcon>
  );
}

/** The step's state in words, e.g. "Partly done". */
export const stepStateLabel = (state: TrackingStepState) => LOOKS[state].label;

/** The step's state in words, next to its name. */
export function StepStateBadge({ state }: { state: TrackingStepState }) {
  const { label, color } = LOOKS[state];
  return (
    <Badge color={color} variant="light" size="sm">
      {label}
    </Badge>
  );
}
