import { ZDecimalAmount } from '@backoffice/domain/core/validation';
import { CASH_MESSAGES } from '@backoffice/domain/retail/cash';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '@/components/form';
import { useConfirm } from '@/components/ui';
import { useStartManagerSession } from '@/features/retail/cash/api/start-manager-session';
import { useConfirmationComments } from '@/features/retail/cash/popups/confirmation-comments-popup';

const ZStartSessionForm = z.object({ amount: ZDecimalAmount });
type StartSessionForm = z.infer<typeof ZStartSessionForm>;

/**
 * Start Today Session (spec 002 sections 2 and 5): the opening amount the manager counts, then
 * Confirm ('Are you sure want to confirm?') or Raise Dispute (with comments). Both are disabled
 * once the session has started.
 */
export function StartSessionForm({ started }: { started: boolean }) {
  const start = useStartManagerSession();
  const confirm = useConfirm();
  const askComments = useConfirmationComments();
  const form = useForm<StartSessionForm>({
    resolver: zodResolver(ZStartSessionForm),
    mode: 'onTouched',
    defaultValues: { amount: '' },
  });
  const disabled = started || start.isPending;
  const refused = (error: Error) => applyServerErrors(form, error, ['amount']);

  const onConfirm = form.handleSubmit(async ({ amount }) => {
    if (!(await confirm(CASH_MESSAGES.confirm))) return;
    start.mutate({ amount, action: 1 }, { onError: refused });
  });
  const onDispute = form.handleSubmit(async ({ amount }) => {
    const comments = await askComments(`Opening amount counted: ₹${amount}`);
    if (comments === null) return;
    start.mutate({ amount, action: 2, comments }, { onError: refused });
  });

  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate aria-label="Start Today Session">
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Start Today Session"
          placeholder="Amount in ₹"
          inputMode="decimal"
          maxLength={16}
          disabled={started}
          error={form.formState.errors.amount?.message}
          {...form.register('amount')}
        />
        <Group gap="sm" mt={25}>
          <Button onClick={() => void onConfirm()} disabled={disabled} loading={start.isPending}>
            Confirm
          </Button>
          <Button color="red" variant="light" onClick={() => void onDispute()} disabled={disabled}>
            Raise Dispute
          </Button>
        </Group>
      </Group>
    </form>
  );
}
