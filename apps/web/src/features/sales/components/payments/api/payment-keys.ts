import { queryKeyPrefixes } from '@/lib/query-keys';

/** Query keys of the payment widgets: an order's payments and links. */
export const paymentKeys = {
  all: queryKeyPrefixes.payments,
  order: (orderRandomId: string) => [...paymentKeys.all, 'order', orderRandomId] as const,
};
