import {
  SKU_LABEL_PATHS,
  SKU_SEARCH_LENGTH,
  ZLabelSkuOptions,
  type LabelSkuOptions,
} from '@backoffice/domain/retail/pos';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { skuLabelKeys } from './query-keys';

/** GET /api/retail/sku-labels/skus/?search_term=: active items for the picker. */
export function getLabelSkus(term: string, signal?: AbortSignal): Promise<LabelSkuOptions> {
  const query = new URLSearchParams({ search_term: term });
  return apiRequest(`${apiPath(SKU_LABEL_PATHS.skus)}?${query.toString()}`, {
    schema: ZLabelSkuOptions,
    signal,
    silent: true,
  });
}

/** The picker's items for a term, asked from 2 characters. */
export function useLabelSkus(term: string) {
  return useQuery({
    queryKey: skuLabelKeys.skus(term),
    queryFn: ({ signal }) => getLabelSkus(term, signal),
    enabled: term.length >= SKU_SEARCH_LENGTH.min,
    placeholderData: keepPreviousData,
  });
}
