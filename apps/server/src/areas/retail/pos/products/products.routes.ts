import {
  RETAIL_POS_PATHS as P,
  ZItemPriceAnswer,
  ZItemPriceQuery,
  ZProductSearchAnswer,
  ZProductSearchQuery,
} from '@backoffice/domain/retail/pos';
import type { AreaModule } from '../../../../core/http';
import { callerOf } from '../../../../core/use-case';
import { itemPrice, searchProducts } from './products.service';

/** The till's product search and price lookup. */
export const posProductsRoutes: AreaModule = (api, ctx) => {
  api.get(
    P.productSearch,
    {
      config: { capability: 'retail:view' },
      schema: {
        summary: 'Search products by name, or by SKU (search_by_item_sku 1)',
        querystring: ZProductSearchQuery,
        response: { 200: ZProductSearchAnswer },
      },
    },
    (request) => searchProducts(ctx, callerOf(request), request.query),
  );
  api.get(
    P.itemPrice,
    {
      config: { capability: 'retail:view' },
      schema: {
        summary: "An item's price and MRP per unit",
        querystring: ZItemPriceQuery,
        response: { 200: ZItemPriceAnswer },
      },
    },
    (request) => itemPrice(ctx, callerOf(request), request.query),
  );
};
