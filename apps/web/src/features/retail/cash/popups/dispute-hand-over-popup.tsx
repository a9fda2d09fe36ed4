import { CASH_MESSAGES, type HandOverRow } from '@backoffice/domain/retail/cash';
import { Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useSubmitManagerCash } from '@/features/retail/cash/api/submit-manager-cash';
import {
  SubmitCountForm,
  type CountedCash,
} from '@/features/retail/cash/components/submit-count-form';
import { formatRupees } from '@/lib/format';

const COMMENTS_MAX = 1000;

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
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dispute = async (cash: CountedCash) => {
    if (comments.trim() === '') {
      setError(CASH_MESSAGES.commentsRequired);
      return false;
    }
    await submit.mutateAsync({
      amount: cash.amount,
      action: 2,
      denominations: cash.denominations,
      comments: comments.trim(),
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
        <Textarea
          label="Comments"
          required
          autosize
          minRows={2}
          maxLength={COMMENTS_MAX}
          value={comments}
          error={error}
          onChange={(event) => {
            setComments(event.currentTarget.value);
            setError(null);
          }}
        />
      </SubmitCountForm>
    </Stack>
  );
}
