import { orderPagePath } from '@backoffice/domain/orders';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

export interface OrderLinkProps {
  orderRandomId: string;
  /** The call-centre context (`ucid`) to keep on the order page, if any. */
  ucid?: string | null;
}

/** The order id as a link to its page (/ORDER<id>), keeping a call-centre context. */
export function OrderLink({ orderRandomId, ucid }: OrderLinkProps) {
  const query = ucid ? `?${new URLSearchParams({ ucid }).toString()}` : '';
  return (
    <Anchor component={Link} to={`${orderPagePath(orderRandomId)}${query}`} fw={600}>
      {orderRandomId}
    </Anchor>
  );
}
