import type { TRefundListRow } from '@backoffice/domain/refunds';
import { Group, Text } from '@mantine/core';
import { formatRupees } from '@/lib/format';
import { RefundStatusBadge } from './refund-badges';

/** Which refund a popup is about: its order, cart, amount and status. */
export function RefundHeading({ refund }: { refund: TRefundListRow }) {
  return (
    <Group gap="sm" wrap="wrap">
      <Text fw={600}>{refund.order_random_id}</Text>
      <Text size="sm" c="dimmed">{`Cart ${refund.cart_id} · ${refund.customer_name}`}</Text>
      <Text fw={600}>{formatRupees(refund.amount)}</Text>
      <RefundStatusBadge status={refund.status} label={refund.status_label} />
    </Group>
  );
}
