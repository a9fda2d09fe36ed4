import {
  denominationsTotalPaise,
  fullDenominations,
  type Denominations,
} from '@backoffice/domain/retail/cash';
import { Button, Group, Stack, Text } from '@mantine/core';
import { paiseToRupees } from '@backoffice/domain/core/money';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '@/components/form';
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
    /**
     * Resolves true when the count was sent: the counter then starts again from 0. Rejects with
     * the write's failure, whose refusal of the amount or the notes shows under the counter.
     */
    onCount: (cash: CountedCash) => Promise<boolean>;
  }[];
  busy: boolean;
}

/** The count as the cash writes name it: the notes, and the amount they add up to. */
interface CountValues {
  denominations: Denominations;
  amount: string;
}

const SERVER_CHECKED_FIELDS = ['denominations', 'amount'] as const;

/** The denomination counter with its actions (Confirm, Raise Dispute). */
export function SubmitCountForm({ children, actions, busy }: SubmitCountFormProps) {
  const form = useForm<CountValues>({ defaultValues: { denominations: {}, amount: '' } });
  const count = useWatch({ control: form.control, name: 'denominations' });
  const totalPaise = denominationsTotalPaise(count);
  const refused =
    form.formState.errors.denominations?.message ?? form.formState.errors.amount?.message;
  const counted = (): CountedCash => ({
    amount: paiseToRupees(totalPaise),
    totalPaise,
    denominations: fullDenominations(count),
  });
  return (
    <Stack gap="sm">
      {children}
      <Controller
        control={form.control}
        name="denominations"
        render={({ field }) => (
          <DenominationCounter
            count={field.value}
            onChange={(next) => {
              field.onChange(next);
              form.clearErrors();
            }}
            disabled={busy}
          />
        )}
      />
      {refused && (
        <Text size="sm" c="red" role="alert">
          {refused}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        {actions.map((action) => (
          <Button
            key={action.label}
            color={action.color}
            disabled={totalPaise === 0 || busy}
            onClick={() =>
              void action.onCount(counted()).then(
                (sent) => {
                  if (sent) form.reset();
                },
                (failure: unknown) => applyServerErrors(form, failure, SERVER_CHECKED_FIELDS),
              )
            }
          >
            {action.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
