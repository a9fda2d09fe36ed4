import { ZDecimalAmount } from '@backoffice/domain/core/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '@/components/form';

const ZIssueFloatForm = z.object({ amount: ZDecimalAmount });
type IssueFloatForm = z.infer<typeof ZIssueFloatForm>;

interface IssueFloatFormProps {
  employeeName: string;
  busy: boolean;
  /** Sends the float; rejects with the write's failure, whose refusal of the amount shows. */
  onIssue: (amount: string) => Promise<unknown>;
  onCancel: () => void;
}

/** The float a manager issues to an employee: an amount with at most 2 decimals. */
export function IssueFloatFormView({ employeeName, busy, onIssue, onCancel }: IssueFloatFormProps) {
  const form = useForm<IssueFloatForm>({
    resolver: zodResolver(ZIssueFloatForm),
    mode: 'onTouched',
    defaultValues: { amount: '' },
  });
  return (
    <form
      noValidate
      aria-label={`Issue float to ${employeeName}`}
      onSubmit={form.handleSubmit(({ amount }) =>
        onIssue(amount).catch((failure: unknown) => applyServerErrors(form, failure, ['amount'])),
      )}
    >
      <Stack gap="sm">
        <TextInput
          label="Float Amount"
          placeholder="Amount in ₹"
          inputMode="decimal"
          maxLength={16}
          data-autofocus
          error={form.formState.errors.amount?.message}
          {...form.register('amount')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Issue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
