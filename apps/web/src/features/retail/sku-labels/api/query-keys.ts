import { queryKeyPrefixes } from '@/lib/query-keys';

/** Query keys of the label screen, under the point of sale's prefix. */
export const skuLabelKeys = {
  all: [...queryKeyPrefixes.retailPos, 'sku-labels'] as const,
  skus: (term: string) => [...skuLabelKeys.all, 'skus', term] as const,
  printers: () => [...skuLabelKeys.all, 'printers'] as const,
};
