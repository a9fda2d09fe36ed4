import {
  ITEM_PRICE_REQUEST,
  RETAIL_POS_PATHS,
  ZItemPriceAnswer,
} from '@backoffice/domain/retail/pos';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';
import { apiPath } from './api-path';
import { posKeys } from './query-keys';

export interface ItemPriceLookup {
  item_sku: string;
  item_quantity: number;
  item_dimensions: string;
}

/**
 * GET /api/retail/pos/item-price/: the price and MRP of a SKU at a quantity. A failure shows the
 * server's message (002 section 8) in place.
 */
export function useItemPrice(lookup: ItemPriceLookup | null) {
  return useQuery({
    queryKey: posKeys.itemPrice(
      lookup?.item_sku ?? '',
      lookup?.item_quantity ?? 0,
      lookup?.item_dimensions ?? '',
    ),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        item_sku: lookup?.item_sku ?? '',
        item_quantity: String(lookup?.item_quantity ?? 1),
        affiliate_id: String(ITEM_PRICE_REQUEST.affiliate_id),
        request_type: String(ITEM_PRICE_REQUEST.request_type),
      });
      if (lookup?.item_dimensions) query.set('item_dimensions', lookup.item_dimensions);
      return apiRequest(`${apiPath(RETAIL_POS_PATHS.itemPrice)}?${query}`, {
        schema: ZItemPriceAnswer,
        signal,
        silent: true,
      });
    },
    enabled: lookup !== null,
    retry: false,
  });
}
