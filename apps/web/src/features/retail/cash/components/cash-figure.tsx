import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatRupees } from '@/lib/format';

export interface CashFigureProps {
  label: string;
  /** Rupees as the answer carries them. */
  amount: number;
  note?: ReactNode;
}

/** One figure of a cash report: its label, the amount in INR and an optional note under it. */
export function CashFigure({ label, amount, note }: CashFigureProps) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {formatRupees(amount)}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}
