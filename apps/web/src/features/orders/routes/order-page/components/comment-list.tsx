import type { OrderComment } from '@backoffice/domain/orders';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { StatusBadge } from '@/features/orders/components/status-badge';

/** One comment: the status it was left with, the text, who (name and role) and when. */
function CommentItem({ comment }: { comment: OrderComment }) {
  const disposition = comment.call_disposition_details;
  return (
    <Paper withBorder p="sm" radius="sm" component="article" aria-label={`Comment ${comment.id}`}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Group gap="xs">
          {comment.order_status !== null && (
            <StatusBadge status={comment.order_status} label={comment.status_label ?? ''} />
          )}
          {comment.cart_pid !== null && (
            <Text size="xs" c="dimmed">{`Cart ${comment.cart_pid}`}</Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTime(comment.update_timestamp)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {comment.status_comments}
      </Text>
      {disposition && (
        <Text size="xs" c="dimmed">
          {[disposition.category, disposition.sub_category, disposition.third_category]
            .filter(Boolean)
            .join(' › ')}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={4}>{`${comment.cet_name} · ${comment.update_by_role}`}</Text>
    </Paper>
  );
}

/** The comments of an order, newest first. */
export function CommentList({ comments }: { comments: readonly OrderComment[] }) {
  const newestFirst = [...comments].sort(
    (a, b) => Date.parse(b.update_timestamp) - Date.parse(a.update_timestamp),
  );
  return (
    <Stack gap="xs" role="list" aria-label="Comments">
      {newestFirst.map((comment) => (
        <div role="listitem" key={comment.id}>
          <CommentItem comment={comment} />
        </div>
      ))}
    </Stack>
  );
}
