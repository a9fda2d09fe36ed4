import { parseOrderAddress } from '@backoffice/domain/orders';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '../not-found';

/**
 * The order page's route is a whole top-level segment, so any unknown one-segment path reaches
 * it: only "ORDER" + an order id opens the page, everything else is the not-found screen (before
 * any sign-in or permission check, as for every other unknown path).
 */
export function OrderAddressGate({ children }: { children: ReactNode }) {
  const { orderAddress = '' } = useParams();
  return parseOrderAddress(orderAddress) ? children : <NotFound />;
}
