import type { OrderDetails } from '@backoffice/domain/orders';
import { Divider, ScrollArea, Stack } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui';
import { useComments } from '@/features/orders/api/get-comments';
import { useCan } from '@/lib/access';
import { AddCommentForm } from './add-comment-form';
import { CommentList } from './comment-list';

/** Comments per order: the list (status, text, role, agent, time) and a form to add one. */
export function CommentsPopup({ order }: { order: OrderDetails }) {
  const comments = useComments(order.order_random_id);
  const allows = useCan();
  return (
    <Stack gap="md">
      {allows('orders:comment') && <AddCommentForm order={order} />}
      <Divider />
      <ScrollArea.Autosize mah="55vh">
        {comments.isPending ? (
          <LoadingState />
        ) : comments.isError ? (
          <ErrorState message={comments.error.message} onRetry={() => void comments.refetch()} />
        ) : comments.data.results.length === 0 ? (
          <EmptyState text="No comments yet" />
        ) : (
          <CommentList comments={comments.data.results} />
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
