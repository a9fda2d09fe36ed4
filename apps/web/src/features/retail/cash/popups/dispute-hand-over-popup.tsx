import type { HandOverRow } from '@backoffice/domain/retail/cash';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { applyServerErrors, TextareaField } from '@/components/form';
import { useSubmitManagerCash } from '@/features/retail/cash/api/submit-manager-cash';
import { useReloadCash } from '@/features/retail/cash/api/use-reload-cash';
import {
  SubmitCountForm,
  type CountedCash,
} from '@/features/retail/cash/components/submit-count-form';
import {
  COMMENTS_FIELD,
  ZDisputeComments,
  type DisputeComments,
} from '@/features/retail/cash/components/required-comments';
import { formatRupees } from '@/lib/format';
import { StaleWriteNotice, useStaleWrite } from '@/lib/order-page';

/**
 * Disputes a hand-over in transit: the manager counts the notes received and says why; the
 * counted part joins the store's cash and the difference is disputed (action 2 with the
 * hand-over and the version the manager saw).
 */
export function DisputeHandOverForm({
  handOver,
  onDone,
}: {
  handOver: HandOverRow;
  onDone: () => void;
}) {
  const submit = useSubmitManagerCash();
  // A hand-over someone acted on first keeps the popup and the count; Reload reads it again.
  const stale = useStaleWrite(useReloadCash());
  const form = useForm<DisputeComments>({
    resolver: zodResolver(ZDisputeComments),
    defaultValues: { comments: '' },
  });
  const dispute = async (cash: CountedCash) => {
    if (!(await form.trigger())) return false;
    try {
      await submit.mutateAsync({
        amount: cash.amount,
        action: 2,
        denominations: cash.denominations,
        comments: form.getValues('comments').trim(),
        hand_over_id: handOver.hand_over_id,
        version: handOver.version,
      });
    } catch (failure) {
      if (failure instanceof Error) stale.onError(failure);
      applyServerErrors(form, failure, ['comments']);
      throw failure;
    }
    onDone();
    return true;
  };
  return (
    <Stack gap="sm">
      <StaleWriteNotice stale={stale} />
      <Text size="sm">
        {handOver.from.name} handed over {formatRupees(handOver.amount)}. Count the notes received.
      </Text>
      <SubmitCountForm
        busy={submit.isPending}
        actions={[
          {
            label: 'Raise Dispute',
            color: 'red',
            onCount: dispute,
          },
        ]}
      >
        <TextareaField control={form.control} name="comments" {...COMMENTS_FIELD} minRows={2} />
      </SubmitCountForm>
    </Stack>
  );
}
