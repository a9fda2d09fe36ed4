import { orderPagePath } from '@backoffice/domain/orders';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** An order id as a link to its page (/ORDER<id>). */
export function OrderPageLink({ orderRandomId }: { orderRandomId: string }) {
  return (
    <Anchor component={Link} to={orderPagePath(orderRandomId)} fw={600}>
      {orderRandomId}
    </Anchor>
  );
}
