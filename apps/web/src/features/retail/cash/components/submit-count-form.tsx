import {
  denominationsTotalPaise,
  fullDenominations,
  type Denominations,
} from '@backoffice/domain/retail/cash';
import { Button, Group, Stack } from '@mantine/core';
import { paiseToRupees } from '@backoffice/domain/core/money';
import { useState, type ReactNode } from 'react';
import { DenominationCounter } from './denomination-counter';

/** A count ready to send: the total as rupees text and every note's count. */
export interface CountedCash {
  amount: string;
  totalPaise: number;
  denominations: Record<string, number>;
}

export interface SubmitCountFormProps {
  /** Fields above the counter, e.g. the manager to hand the cash to. */
  children?: ReactNode;
  /** The buttons under the counter; each is disabled while the total is 0 (spec 002 section 5). */
  actions: readonly {
    label: string;
    color?: string;
    /** Resolves true when the count was sent: the counter then starts again from 0. */
    onCount: (cash: CountedCash) => Promise<boolean>;
  }[];
  busy: boolean;
}

/** The denomination counter with its actions (Confirm, Raise Dispute). */
export function SubmitCountForm({ children, actions, busy }: SubmitCountFormProps) {
  const [count, setCount] = useState<Denominations>({});
  const totalPaise = denominationsTotalPaise(count);
  const counted = (): CountedCash => ({
    amount: paiseToRupees(totalPaise),
    totalPaise,
    denominations: fullDenominations(count),
  });
  return (
    <Stack gap="sm">
      {children}
      <DenominationCounter count={count} onChange={setCount} disabled={busy} />
      <Group justify="flex-end" gap="sm">
        {actions.map((action) => (
          <Button
            key={action.label}
            color={action.color}
            disabled={totalPaise === 0 || busy}
            onClick={() =>
              void action.onCount(counted()).then((sent) => {
                if (sent) setCount({});
              })
            }
          >
            {action.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
