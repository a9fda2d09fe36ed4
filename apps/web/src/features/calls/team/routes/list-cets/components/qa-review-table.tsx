import type { QaReview } from '@backoffice/domain/calls/team';
import { Rating } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui';
import { formatDateTime } from '@/lib/format';

// The popup is 'lg' (620 px, about 588 px inside): the minimums add up to 576 px.
const COLUMNS: readonly DataTableColumn<QaReview>[] = [
  {
    id: 'created_at',
    header: 'When',
    text: (r) => formatDateTime(r.created_at),
    minWidth: 150,
    grow: 0,
  },
  {
    id: 'score',
    header: 'Score',
    text: (r) => `Score ${r.score} of 5`,
    render: (r) => (
      <Rating value={r.score} readOnly size="xs" aria-label={`Score ${r.score} of 5`} />
    ),
    minWidth: 96,
    grow: 0,
  },
  {
    id: 'order_random_id',
    header: 'Order',
    text: (r) => r.order_random_id ?? '',
    minWidth: 110,
    grow: 0,
  },
  {
    id: 'comments',
    header: 'Comments',
    text: (r) => r.comments,
    minWidth: 120,
    grow: 3,
    // A review is read in full: its comments take the lines they need.
    wrap: true,
  },
  { id: 'reviewed_by', header: 'By', text: (r) => r.reviewed_by.name, minWidth: 100 },
];

interface QaReviewTableProps {
  /** The agent's reviews, newest first; undefined while they load. */
  reviews: readonly QaReview[] | undefined;
  error: Error | null;
  onRetry: () => void;
}

/** The reviews of an agent: when, the score, the order, what was said and by whom. */
export function QaReviewTable({ reviews, error, onRetry }: QaReviewTableProps) {
  return (
    <DataTable
      label="QA reviews"
      tableId="calls.team.qa-reviews"
      columns={COLUMNS}
      rows={reviews}
      rowId={(r) => String(r.id)}
      error={error}
      onRetry={onRetry}
      emptyText="No Reviews Yet..."
      placement="popup"
    />
  );
}
