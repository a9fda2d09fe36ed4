import { fromWireRupees, toWireRupees } from '@backoffice/domain/core/money';
import {
  additionalPaymentsTotal,
  ADDITIONAL_PAYMENT_MESSAGES,
  selectedPaymentSchema,
  type PaymentOption,
  type SelectedPayment,
} from '@backoffice/domain/sales/payments';
import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatPaise, formatRupees } from '@/lib/format';

export interface AdditionalPaymentsProps {
  /** The payments on offer, each with its limits (001 section 3 "Payment option"). */
  options: readonly PaymentOption[];
  /** The payments chosen so far (amounts in rupees, as on the wire). */
  value: readonly SelectedPayment[];
  onChange: (payments: SelectedPayment[]) => void;
  /**
   * What the change already costs, in paise: positive an extra payment, negative a refund
   * (a cart edit's difference); 0 when only these payments count.
   */
  basePaise?: number;
  /** A message about the list as a whole (e.g. "Add at least one payment"). */
  error?: string;
}

/**
 * The additional-payments widget (001 section 2): choose a payment, enter an amount, Add; the
 * amount must lie within the option's min and max ("should be >= N", "should be <= N"). The
 * total shows as an extra payment or a refund.
 */
export function AdditionalPayments({
  options,
  value,
  onChange,
  basePaise = 0,
  error,
}: AdditionalPaymentsProps) {
  const [optionId, setOptionId] = useState<string | null>(
    String(options.find((o) => o.default)?.id ?? options[0]?.id ?? ''),
  );
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const nameOf = (id: number) => options.find((o) => o.id === id)?.name ?? `Payment ${id}`;

  const add = () => {
    const id = Number(optionId);
    if (value.some((p) => p.id === id)) {
      setAmountError(ADDITIONAL_PAYMENT_MESSAGES.duplicate);
      return;
    }
    const checked = selectedPaymentSchema(options).safeParse({ id, amount });
    if (!checked.success) {
      setAmountError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setAmountError(null);
    setAmount('');
    onChange([...value, { id, amount: toWireRupees(checked.data.amount) }]);
  };

  const total = additionalPaymentsTotal(
    basePaise,
    value.map((p) => fromWireRupees(p.amount)),
  );
  const chosen = options.find((o) => String(o.id) === optionId);
  return (
    <Stack gap="sm" role="group" aria-label="Additional payments">
      <Group align="flex-start" gap="sm">
        <Select
          label="Payment"
          data={options.map((o) => ({ value: String(o.id), label: o.name }))}
          value={optionId}
          onChange={(id) => {
            setOptionId(id);
            setAmountError(null);
          }}
          allowDeselect={false}
          w={220}
        />
        <TextInput
          label="Amount"
          inputMode="decimal"
          value={amount}
          error={amountError}
          description={
            chosen
              ? `${formatRupees(chosen.min_amount)} to ${formatRupees(chosen.max_amount)}`
              : null
          }
          onChange={(event) => setAmount(event.currentTarget.value.replace(/[^\d.]/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          w={180}
        />
        <Button mt={25} variant="light" onClick={add} disabled={amount.trim() === ''}>
          Add
        </Button>
      </Group>
      {value.length > 0 && (
        <Table aria-label="Payments added" withTableBorder>
          <Table.Tbody>
            {value.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{nameOf(p.id)}</Table.Td>
                <Table.Td ta="right">{formatRupees(p.amount)}</Table.Td>
                <Table.Td w={40}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${nameOf(p.id)}`}
                    onClick={() => onChange(value.filter((x) => x.id !== p.id))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text fw={600} aria-label="Total">
        {total.kind === 'refund'
          ? `Refund: ${formatPaise(total.amount)}`
          : total.kind === 'extra'
            ? `Extra Payment: ${formatPaise(total.amount)}`
            : 'No extra payment'}
      </Text>
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
