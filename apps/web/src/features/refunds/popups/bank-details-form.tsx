import { ZBankAccount, type TBankAccount } from '@backoffice/domain/refunds';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

type BankAccountInput = z.input<typeof ZBankAccount>;
const EMPTY: BankAccountInput = { account_holder_name: '', account_number: '', ifsc: '' };

interface BankDetailsFormProps {
  saving: boolean;
  onSave: (account: TBankAccount) => void;
  onCancel: () => void;
}

/** The holder's name, account number and IFSC, checked by the domain's rules before the call. */
export function BankDetailsForm({ saving, onSave, onCancel }: BankDetailsFormProps) {
  const form = useForm<BankAccountInput, unknown, TBankAccount>({
    resolver: zodResolver(ZBankAccount),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate aria-label="Update bank details">
      <Stack gap="sm">
        <TextInput
          label="Account Holder Name"
          withAsterisk
          maxLength={100}
          error={errors.account_holder_name?.message}
          {...form.register('account_holder_name')}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Account Number"
            withAsterisk
            inputMode="numeric"
            maxLength={18}
            error={errors.account_number?.message}
            {...form.register('account_number')}
          />
          <TextInput
            label="IFSC"
            withAsterisk
            maxLength={11}
            error={errors.ifsc?.message}
            {...form.register('ifsc')}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save Bank Details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
