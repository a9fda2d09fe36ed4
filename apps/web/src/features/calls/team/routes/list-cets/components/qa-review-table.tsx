import type { QaReview } from '@backoffice/domain/calls/team';
import { Rating, Table } from '@mantine/core';
import { formatDateTime } from '@/lib/format';

/** The reviews of an agent: when, the score, the order, what was said and by whom. */
export function QaReviewTable({ reviews }: { reviews: readonly QaReview[] }) {
  return (
    <Table striped aria-label="QA reviews">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Score</Table.Th>
          <Table.Th>Order</Table.Th>
          <Table.Th>Comments</Table.Th>
          <Table.Th>By</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {reviews.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{formatDateTime(r.created_at)}</Table.Td>
            <Table.Td>
              <Rating value={r.score} readOnly size="xs" aria-label={`Score ${r.score} of 5`} />
            </Table.Td>
            <Table.Td>{r.order_random_id}</Table.Td>
            <Table.Td>{r.comments}</Table.Td>
            <Table.Td>{r.reviewed_by.name}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
