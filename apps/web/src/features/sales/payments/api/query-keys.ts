import type { CodToOnlineTab } from '@backoffice/domain/sales/payments';
import { queryKeyPrefixes } from '@/lib/query-keys';

/** Query keys of the payments screens. */
export const paymentScreenKeys = {
  all: queryKeyPrefixes.paymentScreens,
  codToOnline: () => [...paymentScreenKeys.all, 'cod-to-online'] as const,
  codToOnlinePage: (tab: CodToOnlineTab, search: string, offset: number) =>
    [...paymentScreenKeys.codToOnline(), tab, search, offset] as const,
  partnerOrders: () => [...paymentScreenKeys.all, 'partner-orders'] as const,
  partnerOrdersPage: (orderId: string, offset: number) =>
    [...paymentScreenKeys.partnerOrders(), orderId, offset] as const,
  rnr: (cartPid: number) => [...paymentScreenKeys.all, 'rnr', cartPid] as const,
};
