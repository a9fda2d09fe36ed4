import {
  CREDIT_REMARK_MAX,
  ZManualCreditRequest,
  type Distributor,
  type DistributorRow,
  type TManualCreditRequest,
  type TManualCreditRequestInput,
} from '@backoffice/domain/distribution';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { applyServerErrors, TextareaField, TextField } from '@/components/form';
import { formatRupees } from '@/lib/format';
import { useAddManualCredit } from '@/features/distribution/distributors/api/distributor-writes';

interface ManualCreditFormProps {
  distributor: Pick<Distributor | DistributorRow, 'distributor_code' | 'name' | 'available_credit'>;
  close: () => void;
}

/** A manual credit to the dealer's ledger: an amount in rupees and the remark the history shows. */
export function ManualCreditForm({ distributor, close }: ManualCreditFormProps) {
  const credit = useAddManualCredit();
  const form = useForm<TManualCreditRequestInput, unknown, TManualCreditRequest>({
    resolver: zodResolver(ZManualCreditRequest),
    defaultValues: { amount: '', remark: '' },
  });
  // The schema checked the values; the amount goes in rupees as typed.
  const submit = form.handleSubmit(() =>
    credit.mutate(
      { ...form.getValues(), code: distributor.distributor_code },
      {
        onSuccess: close,
        onError: (error) => applyServerErrors(form, error, ['amount', 'remark']),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Add credit">
      <Stack gap="sm">
        <Text size="sm">
          Available credit now: <b>{formatRupees(distributor.available_credit)}</b>
        </Text>
        <TextField
          control={form.control}
          name="amount"
          label="Amount (₹)"
          required
          inputMode="decimal"
          maxLength={16}
          w={200}
        />
        <TextareaField
          control={form.control}
          name="remark"
          label="Remark"
          required
          autosize
          minRows={2}
          maxLength={CREDIT_REMARK_MAX}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={credit.isPending}>
            Add Credit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
