import type { HandOverRow } from '@backoffice/domain/retail/cash';
import { Stack, Text } from '@mantine/core';
import { useSubmitManagerCash } from '@/features/retail/cash/api/submit-manager-cash';
import {
  SubmitCountForm,
  type CountedCash,
} from '@/features/retail/cash/components/submit-count-form';
import {
  CommentsField,
  useRequiredComments,
} from '@/features/retail/cash/components/required-comments';
import { formatRupees } from '@/lib/format';

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
  const comments = useRequiredComments();
  const dispute = async (cash: CountedCash) => {
    const text = comments.take();
    if (text === null) return false;
    await submit.mutateAsync({
      amount: cash.amount,
      action: 2,
      denominations: cash.denominations,
      comments: text,
      hand_over_id: handOver.hand_over_id,
      version: handOver.version,
    });
    onDone();
    return true;
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        {handOver.from.name} handed over {formatRupees(handOver.amount)}. Count the notes received.
      </Text>
      <SubmitCountForm
        busy={submit.isPending}
        actions={[
          {
            label: 'Raise Dispute',
            color: 'red',
            onCount: (cash) => dispute(cash).catch(() => false),
          },
        ]}
      >
        <CommentsField field={comments.field} />
      </SubmitCountForm>
    </Stack>
  );
}
