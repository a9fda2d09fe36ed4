import {
  productSearchRequest,
  RETAIL_POS_PATHS,
  ZProductSearchAnswer,
} from '@backoffice/domain/retail/pos';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { posKeys } from './query-keys';

/**
 * GET /api/retail/pos/products/?search_term=&search_by_item_sku=: from 2 characters; an
 * all-upper-case term searches SKUs (the domain's productSearchRequest). Give it the debounced term.
 */
export function useProductSearch(typed: string) {
  const request = productSearchRequest(typed);
  return useQuery({
    queryKey: posKeys.products(request?.search_term ?? '', request?.search_by_item_sku ?? 0),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        search_term: request?.search_term ?? '',
        search_by_item_sku: String(request?.search_by_item_sku ?? 0),
      });
      return apiRequest(`${apiPath(RETAIL_POS_PATHS.productSearch)}?${query}`, {
        schema: ZProductSearchAnswer,
        signal,
        silent: true,
      });
    },
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
