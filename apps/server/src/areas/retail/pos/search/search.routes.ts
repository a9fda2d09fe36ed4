import {
  RETAIL_POS_PATHS as P,
  ZRetailOrderDownloadAnswer,
  ZRetailOrderDownloadQuery,
  ZRetailOrderSearchAnswer,
  ZRetailOrderSearchQuery,
} from '@backoffice/domain/retail/pos';
import type { AreaModule } from '../../../../core/http';
import { callerOf } from '../../../../core/use-case';
import { downloadRetailOrders } from './download-orders.service';
import { searchRetailOrders } from './search-orders.service';

/** /search-retail-order (Retail Agent or Manager): the store's POS orders and their download. */
export const retailSearchRoutes: AreaModule = (api, ctx) => {
  api.get(
    P.searchOrders,
    {
      config: { capability: 'retail:view' },
      schema: {
        summary:
          "One page of the store's POS orders of a date window, by mobile, alternate mobile or PTR id",
        querystring: ZRetailOrderSearchQuery,
        response: { 200: ZRetailOrderSearchAnswer },
      },
    },
    (request) => searchRetailOrders(ctx, callerOf(request), request.query),
  );
  api.get(
    P.downloadOrders,
    {
      config: { capability: 'retail:view' },
      schema: {
        summary: "The store's POS orders of a date window as an xlsx (base64 in data.attachment)",
        querystring: ZRetailOrderDownloadQuery,
        response: { 200: ZRetailOrderDownloadAnswer },
      },
    },
    (request) => downloadRetailOrders(ctx, callerOf(request), request.query),
  );
};
