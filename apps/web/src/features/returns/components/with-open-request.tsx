import type { OrderCart, OrderDetails } from '@backoffice/domain/orders';
import type { CartRequest } from '@backoffice/domain/returns';
import type { ReactNode } from 'react';
import { QueryView } from '@/components/ui';
import { useCartRequests } from '@/features/returns/api/get-cart-requests';

/** The empty text when a cart has no open request (designed). */
const NO_OPEN_REQUEST = 'This cart has no open request';

interface WithOpenRequestProps {
  order: OrderDetails;
  cart: OrderCart;
  /** The popup of the cart's open request, as it is now (its version is the one to send). */
  children: (request: CartRequest, reload: () => Promise<unknown>) => ReactNode;
}

/**
 * Loads a cart's requests and hands the open one (a cart has at most one) to a step's popup,
 * with loading, error and empty states. `reload` reads it again, e.g. after a stale write (409),
 * so that the next try names the new version.
 */
export function WithOpenRequest({ order, cart, children }: WithOpenRequestProps) {
  const requests = useCartRequests(order.affiliate_id, cart.cart_pid);
  return (
    <QueryView
      query={requests}
      isEmpty={(data) => !data.results.some((r) => r.is_open)}
      emptyText={NO_OPEN_REQUEST}
    >
      {(data) => {
        const open = data.results.find((r) => r.is_open);
        return open ? children(open, () => requests.refetch()) : null;
      }}
    </QueryView>
  );
}
