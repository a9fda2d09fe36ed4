import type { CodToOnlineTab } from '@backoffice/domain/sales/payments';

/** Query keys of the payments screens. */
export const paymentScreenKeys = {
  all: ['payment-screens'] as const,
  codToOnline: () => [...paymentScreenKeys.all, 'cod-to-online'] as const,
  codToOnlinePage: (tab: CodToOnlineTab, search: string, offset: number) =>
    [...paymentScreenKeys.codToOnline(), tab, search, offset] as const,
  partnerOrders: () => [...paymentScreenKeys.all, 'partner-orders'] as const,
  partnerOrdersPage: (orderId: string, offset: number) =>
    [...paymentScreenKeys.partnerOrders(), orderId, offset] as const,
  rnr: (cartPid: number) => [...paymentScreenKeys.all, 'rnr', cartPid] as const,
};
