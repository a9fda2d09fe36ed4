import { parsePaise } from '@backoffice/domain/core/money';
import { cashReceivedMessage, changeToReturn } from '@backoffice/domain/retail/pos';
import { Group, Text, TextInput } from '@mantine/core';
import { formatPaise } from '@/lib/format';

/** The cash check of a typed amount: its paise, and the 'Min ₹{amount}' refusal or null. */
export function cashCheck(typed: string, payablePaise: number) {
  const paise = typed === '' ? null : parsePaise(typed);
  const error =
    typed !== '' && paise === null
      ? 'Enter an amount in rupees'
      : cashReceivedMessage(paise, payablePaise);
  return { paise, error };
}

/** Cash at store (-1): the cash handed over; below the total 'Min ₹{amount}', else the change. */
export function CashReceived({
  value,
  onChange,
  payablePaise,
  serverError = null,
}: {
  value: string;
  onChange: (typed: string) => void;
  payablePaise: number;
  /** The server's refusal of the amount, shown until it is typed again. */
  serverError?: string | null;
}) {
  const { paise, error } = cashCheck(value, payablePaise);
  const change = error ? null : changeToReturn(paise, payablePaise);
  return (
    <Group align="flex-start" gap="md">
      <TextInput
        label="Cash Received"
        inputMode="decimal"
        value={value}
        onChange={(event) =>
          onChange(event.currentTarget.value.replace(/[^\d.]/g, '').slice(0, 12))
        }
        error={serverError ?? error}
        w={200}
      />
      {change !== null && (
        <Text mt={28} fw={600} role="status" aria-label="Change to Return">
          Change to return: {formatPaise(change)}
        </Text>
      )}
    </Group>
  );
}
