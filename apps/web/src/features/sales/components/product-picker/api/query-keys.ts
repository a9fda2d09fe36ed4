import { queryKeyPrefixes } from '@/lib/query-keys';

/** Query keys of the product catalogue (shared by every screen that picks a product). */
export const catalogueKeys = {
  all: queryKeyPrefixes.catalogue,
  products: () => [...catalogueKeys.all, 'products'] as const,
  models: (product: string) => [...catalogueKeys.all, 'models', product] as const,
  details: (product: string, modelId: number) =>
    [...catalogueKeys.all, 'details', product, modelId] as const,
  breakdown: (sku: string, dimensions: string) =>
    [...catalogueKeys.all, 'breakdown', sku, dimensions] as const,
  parts: (sku: string) => [...catalogueKeys.all, 'parts', sku] as const,
};
