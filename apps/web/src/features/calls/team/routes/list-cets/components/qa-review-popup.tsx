import type { MemberRef } from '@backoffice/domain/calls/team';
import { Divider, Stack } from '@mantine/core';
import { useQaReviews } from '@/features/calls/team/api/qa-reviews';
import { QaReviewForm } from './qa-review-form';
import { QaReviewTable } from './qa-review-table';

/** An agent's QA reviews, newest first, and a form to add one. */
export function QaReviewPopup({ agent }: { agent: MemberRef }) {
  const reviews = useQaReviews(agent.login_id);
  return (
    <Stack gap="md">
      <QaReviewForm agent={agent} />
      <Divider label="Reviews" labelPosition="left" />
      <QaReviewTable
        reviews={reviews.data?.results}
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
      />
    </Stack>
  );
}
