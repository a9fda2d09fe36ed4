import {
  DISPUTE_OUTCOMES,
  type DisputeOutcome,
  type DisputeRow,
} from '@backoffice/domain/retail/cash';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useResolveDispute } from '@/features/retail/cash/api/resolve-dispute';
import {
  CommentsField,
  useRequiredComments,
} from '@/features/retail/cash/components/required-comments';
import { formatRupees } from '@/lib/format';

const OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  recovered: 'Recovered',
  written_off: 'Written off',
};

/** Closes an open dispute: the difference recovered into the store's cash, or written off. */
export function ResolveDisputeForm({
  dispute,
  onDone,
}: {
  dispute: DisputeRow;
  onDone: () => void;
}) {
  const resolve = useResolveDispute(dispute.dispute_id);
  const [outcome, setOutcome] = useState<DisputeOutcome>('recovered');
  const comments = useRequiredComments();
  const submit = () => {
    const text = comments.take();
    if (text === null) return;
    resolve.mutate({ outcome, comments: text }, { onSuccess: onDone });
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        {formatRupees(dispute.difference)} short: {formatRupees(dispute.counted_amount)} counted
        against {formatRupees(dispute.expected_amount)}.
      </Text>
      <SegmentedControl
        aria-label="Outcome"
        data={DISPUTE_OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] }))}
        value={outcome}
        onChange={(value) => setOutcome(value === 'written_off' ? 'written_off' : 'recovered')}
      />
      <CommentsField field={comments.field} />
      <Group justify="flex-end">
        <Button onClick={submit} loading={resolve.isPending}>
          Resolve
        </Button>
      </Group>
    </Stack>
  );
}
