import {
  ZAddressServiceCheckRequest,
  ZCustomerSearchQuery,
  ZCustomerSearchResponse,
  ZPlaceOrderAnswer,
  ZPlaceOrderRequest,
  ZPromiseEngineRequest,
  ZPromiseEngineResponse,
} from '@backoffice/domain/sales/place-order';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { searchCustomers } from './customer-search.service';
import { placeOrder } from './place-order.service';
import { addressServiceCheck, promiseEngine } from './promise-engine.service';

/** Placing a new order from the console (docs/sales.md). */
export const placeOrderRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/promise-engine/',
    {
      config: { capability: 'orders:place' },
      schema: {
        summary: 'Serviceability, delivery dates and ODA charges of new order lines to a pincode',
        body: ZPromiseEngineRequest,
        response: { 200: ZPromiseEngineResponse },
      },
    },
    (request) => promiseEngine(ctx, request.body),
  );

  api.post(
    '/api/order/address-modification-service-check/',
    {
      config: { capability: 'orders:place' },
      schema: {
        summary: "The same check for an existing order's carts moved to another pincode",
        body: ZAddressServiceCheckRequest,
        response: { 200: ZPromiseEngineResponse },
      },
    },
    (request) => addressServiceCheck(ctx, request.body),
  );

  api.get(
    '/api/customer-search/',
    {
      config: { capability: 'orders:place' },
      schema: {
        summary: 'Customers who use a mobile number, with the addresses of their latest order',
        querystring: ZCustomerSearchQuery,
        response: { 200: ZCustomerSearchResponse },
      },
    },
    (request) => searchCustomers(ctx, request.query.mobile_number),
  );

  api.post(
    '/api/backend-place-order/',
    {
      config: { capability: 'orders:place', idempotencyKey: 'required' },
      schema: {
        summary:
          'Place an order: priced on the server, a differing total_payable refused. Send an ' +
          'Idempotency-Key header: a retry with the same key answers the first answer.',
        body: ZPlaceOrderRequest,
        response: { 200: ZPlaceOrderAnswer },
      },
    },
    (request) => placeOrder(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
};
