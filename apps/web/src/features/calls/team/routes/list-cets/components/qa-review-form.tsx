import {
  QA_SCORE_MAX,
  ZQaReviewRequest,
  type MemberRef,
  type TQaReviewRequest,
} from '@backoffice/domain/calls/team';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Input, Rating, Stack, TextInput, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useAddQaReview } from '@/features/calls/team/api/qa-reviews';

/** Scores an agent's work from 1 to 5 with comments, optionally about one order. */
export function QaReviewForm({ agent }: { agent: MemberRef }) {
  const add = useAddQaReview(agent.login_id);
  const form = useForm<TQaReviewRequest>({
    resolver: zodResolver(ZQaReviewRequest),
    defaultValues: { login_id: agent.login_id, order_random_id: '', comments: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((request) =>
    add.mutate(request, { onSuccess: () => form.reset() }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Add a review">
      <Stack gap="sm">
        <Group align="flex-start" gap="xl">
          <Controller
            control={form.control}
            name="score"
            render={({ field }) => (
              <Input.Wrapper label="Score" required error={errors.score?.message}>
                <Rating
                  count={QA_SCORE_MAX}
                  value={field.value ?? 0}
                  onChange={(value) => field.onChange(value)}
                  aria-label="Score"
                />
              </Input.Wrapper>
            )}
          />
          <TextInput
            label="Order id"
            description="Optional"
            error={errors.order_random_id?.message}
            {...form.register('order_random_id', {
              setValueAs: (value: string) => value.trim() || null,
            })}
          />
        </Group>
        <Textarea
          label="Comments"
          required
          autosize
          minRows={2}
          error={errors.comments?.message}
          {...form.register('comments')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            Save review
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
