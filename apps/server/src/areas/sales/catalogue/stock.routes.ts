import {
  ZAvailabilityResponse,
  ZProductAvailabilityQuery,
  ZStockCheckQuery,
  ZStockCheckResponse,
  ZStockValidationRequest,
} from '@backoffice/domain/sales/catalogue';
import type { AreaModule } from '../../../core/http';
import { checkChosenItem, checkItem } from './availability.service';
import { stockCheck } from './stock-check.service';

/** Availability and stock: the picker's Check Availability and the order page's Check Stock. */
export const stockRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/product-validation-stock-check/',
    {
      config: { capability: 'catalogue:check-stock' },
      schema: {
        summary:
          'The chosen item’s price, stock, payment modes and the difference against a changed cart',
        body: ZStockValidationRequest,
        response: { 200: ZAvailabilityResponse },
      },
    },
    (request) => checkChosenItem(ctx, request.body),
  );

  api.get(
    '/api/product-availability/',
    {
      config: { capability: 'catalogue:view' },
      schema: {
        summary: 'The availability of a known SKU, as product-validation-stock-check answers it',
        querystring: ZProductAvailabilityQuery,
        response: { 200: ZAvailabilityResponse },
      },
    },
    (request) => checkItem(ctx, request.query),
  );

  api.get(
    '/api/stock-check/',
    {
      config: { capability: 'catalogue:view' },
      schema: {
        summary: 'Stock of an item per plant and storage location, as the ERP reports it',
        querystring: ZStockCheckQuery,
        response: { 200: ZStockCheckResponse },
      },
    },
    (request) => stockCheck(ctx, request.query),
  );
};
