import {
  BANK_DETAILS_LIMITS,
  ZBankLinkSubmission,
  type TBankLinkSubmission,
} from '@backoffice/domain/refunds';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

type SubmissionInput = z.input<typeof ZBankLinkSubmission>;
const EMPTY: SubmissionInput = {
  account_holder_name: '',
  account_number: '',
  confirm_account_number: '',
  ifsc: '',
};

interface BankLinkFormProps {
  sending: boolean;
  onSubmit: (answer: TBankLinkSubmission) => void;
}

/** The customer's account: holder, number typed twice and IFSC, checked by the domain's rules. */
export function BankLinkForm({ sending, onSubmit }: BankLinkFormProps) {
  const form = useForm<SubmissionInput, unknown, TBankLinkSubmission>({
    resolver: zodResolver(ZBankLinkSubmission),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Bank details">
      <Stack gap="sm">
        <TextInput
          label="Account Holder Name"
          withAsterisk
          autoComplete="name"
          maxLength={BANK_DETAILS_LIMITS.holderNameMax}
          error={errors.account_holder_name?.message}
          {...form.register('account_holder_name')}
        />
        <PasswordInput
          label="Account Number"
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          maxLength={BANK_DETAILS_LIMITS.accountNumberMax}
          error={errors.account_number?.message}
          {...form.register('account_number')}
        />
        <TextInput
          label="Confirm Account Number"
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          maxLength={BANK_DETAILS_LIMITS.accountNumberMax}
          error={errors.confirm_account_number?.message}
          {...form.register('confirm_account_number')}
        />
        <TextInput
          label="IFSC"
          withAsterisk
          autoComplete="off"
          maxLength={BANK_DETAILS_LIMITS.ifscLength}
          error={errors.ifsc?.message}
          {...form.register('ifsc')}
        />
        <Button type="submit" loading={sending}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
