import { fromWireRupees, parsePaise, toWireRupees } from '@backoffice/domain/core/money';
import {
  additionalPaymentsTotal,
  ADDITIONAL_PAYMENT_MESSAGES,
  selectedPaymentSchema,
  type PaymentOption,
  type SelectedPayment,
} from '@backoffice/domain/sales/payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/form';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatPaise, formatRupees } from '@/lib/format';

/** A payment chosen, as a request carries it: rupees as a JSON number or as typed. */
export type ChosenPayment = z.input<ReturnType<typeof selectedPaymentSchema>>;

/** Paise of a chosen payment's amount. */
const paiseOf = (amount: ChosenPayment['amount']): number =>
  typeof amount === 'number' ? fromWireRupees(amount) : (parsePaise(amount) ?? 0);

/** Chosen payments with their amounts as JSON numbers of rupees, as the widget hands them on. */
export const toSelectedPayments = (list: readonly ChosenPayment[] = []): SelectedPayment[] =>
  list.map((p) => ({ id: p.id, amount: toWireRupees(paiseOf(p.amount)) }));

/** What an amount box keeps of a typed value: digits and the decimal point. */
const amountText = (typed: string) => typed.replace(/[^\d.]/g, '');

/** The payments added: each one's name, its amount and a button to remove it. */
const addedColumns = (
  nameOf: (id: number) => string,
  onRemove: (id: number) => void,
): readonly DataTableColumn<ChosenPayment>[] => [
  { id: 'payment', header: 'Payment', text: (p) => nameOf(p.id), minWidth: 160, grow: 2 },
  {
    id: 'amount',
    header: 'Amount',
    text: (p) => formatPaise(paiseOf(p.amount)),
    minWidth: 100,
    grow: 1,
    align: 'end',
  },
  {
    id: 'remove',
    header: 'Remove',
    text: () => '',
    render: (p) => (
      <ActionIcon
        size="sm"
        variant="subtle"
        color="red"
        aria-label={`Remove ${nameOf(p.id)}`}
        onClick={() => onRemove(p.id)}
      >
        <IconTrash size={16} />
      </ActionIcon>
    ),
    minWidth: 64,
    grow: 0,
  },
];

export interface AdditionalPaymentsProps {
  /** The payments on offer, each with its limits (001 section 3 "Payment option"). */
  options: readonly PaymentOption[];
  /** The payments chosen so far (amounts in rupees, as on the wire). */
  value: readonly ChosenPayment[];
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
  const schema = useMemo(() => selectedPaymentSchema(options), [options]);
  // Not a <form>: the widget sits inside the form of the popup or screen that uses it.
  const row = useForm<ChosenPayment, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { id: options.find((o) => o.default)?.id ?? options[0]?.id, amount: '' },
  });
  const [optionId, amount] = useWatch({ control: row.control, name: ['id', 'amount'] });
  const nameOf = (id: number) => options.find((o) => o.id === id)?.name ?? `Payment ${id}`;

  const add = row.handleSubmit((chosen) => {
    if (value.some((p) => p.id === chosen.id)) {
      row.setError('amount', { message: ADDITIONAL_PAYMENT_MESSAGES.duplicate });
      return;
    }
    row.reset({ id: chosen.id, amount: '' });
    onChange([
      ...toSelectedPayments(value),
      { id: chosen.id, amount: toWireRupees(chosen.amount) },
    ]);
  });

  const total = additionalPaymentsTotal(
    basePaise,
    value.map((p) => paiseOf(p.amount)),
  );
  const chosen = options.find((o) => o.id === optionId);
  return (
    <Stack gap="sm" role="group" aria-label="Additional payments">
      <Group align="flex-start" gap="sm">
        <Controller
          control={row.control}
          name="id"
          render={({ field, fieldState }) => (
            <Select
              label="Payment"
              data={options.map((o) => ({ value: String(o.id), label: o.name }))}
              value={field.value === undefined ? null : String(field.value)}
              onChange={(id) => {
                field.onChange(Number(id));
                row.clearErrors();
              }}
              allowDeselect={false}
              error={fieldState.error?.message}
              w={220}
            />
          )}
        />
        <TextField
          control={row.control}
          name="amount"
          label="Amount"
          inputMode="decimal"
          parse={amountText}
          description={
            chosen
              ? `${formatRupees(chosen.min_amount)} to ${formatRupees(chosen.max_amount)}`
              : null
          }
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void add();
            }
          }}
          w={180}
        />
        <Button
          mt={25}
          variant="light"
          onClick={() => void add()}
          disabled={String(amount ?? '').trim() === ''}
        >
          Add
        </Button>
      </Group>
      {value.length > 0 && (
        <DataTable
          label="Payments added"
          tableId="sales.additional-payments"
          columns={addedColumns(nameOf, (id) =>
            onChange(toSelectedPayments(value.filter((x) => x.id !== id))),
          )}
          rows={value}
          rowId={(p) => String(p.id)}
          emptyText=""
          columnChooser={false}
        />
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
