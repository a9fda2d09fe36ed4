import type { DistributionOrderAnswer } from '@backoffice/domain/distribution';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatRupees } from '@/lib/format';

interface PlacedOrderBannerProps {
  placed: DistributionOrderAnswer;
  onNext: () => void;
}

/** The placed order: its id linked to Universal Search, what it cost and the credit left. */
export function PlacedOrderBanner({ placed, onNext }: PlacedOrderBannerProps) {
  const search = `/order-search?${new URLSearchParams({ orderId: placed.order_random_id }).toString()}`;
  return (
    <Alert color="green" title={placed.message} role="status">
      <Text size="sm">
        Order{' '}
        <Anchor component={Link} to={search} fw={600}>
          {placed.order_random_id}
        </Anchor>{' '}
        for {placed.distributor_code}: {formatRupees(placed.total_payable)} by{' '}
        {placed.payment_mode === 'CREDIT' ? 'dealer credit' : 'COD'}. Available credit now{' '}
        {formatRupees(placed.available_credit)}.
      </Text>
      <Group mt="sm">
        <Button size="xs" variant="default" onClick={onNext}>
          Place another order
        </Button>
      </Group>
    </Alert>
  );
}
