import {
  DISPUTE_OUTCOMES,
  ZResolveDisputeRequest,
  type DisputeOutcome,
  type DisputeRow,
} from '@backoffice/domain/retail/cash';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, TextareaField } from '@/components/form';
import { useResolveDispute } from '@/features/retail/cash/api/resolve-dispute';
import { COMMENTS_FIELD } from '@/features/retail/cash/components/required-comments';
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
  const form = useForm<
    z.input<typeof ZResolveDisputeRequest>,
    unknown,
    z.output<typeof ZResolveDisputeRequest>
  >({
    resolver: zodResolver(ZResolveDisputeRequest),
    defaultValues: { outcome: 'recovered', comments: '' },
  });
  const submit = form.handleSubmit((body) =>
    resolve.mutate(body, {
      onSuccess: onDone,
      onError: (error) => applyServerErrors(form, error, ['outcome', 'comments']),
    }),
  );
  return (
    <form noValidate aria-label="Resolve dispute" onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <Text size="sm">
          {formatRupees(dispute.difference)} short: {formatRupees(dispute.counted_amount)} counted
          against {formatRupees(dispute.expected_amount)}.
        </Text>
        <Controller
          control={form.control}
          name="outcome"
          render={({ field }) => (
            <SegmentedControl
              aria-label="Outcome"
              data={DISPUTE_OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] }))}
              value={field.value}
              onChange={(value) =>
                field.onChange(value === 'written_off' ? 'written_off' : 'recovered')
              }
            />
          )}
        />
        <TextareaField control={form.control} name="comments" {...COMMENTS_FIELD} minRows={2} />
        <Group justify="flex-end">
          <Button type="submit" loading={resolve.isPending}>
            Resolve
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
