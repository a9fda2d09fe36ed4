import { ZBillingDetails, ZBillingDetailsQuery } from '@backoffice/domain/orders';
import type { AreaModule } from '../../../core/http';
import { billingDetails } from './billing-details.service';

/** The bill of an order or a cart (docs/orders.md, "Billing details"). */
export const billingDetailsRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/billing-details/',
    {
      config: { capability: 'orders:search' },
      schema: {
        summary: 'The bill of an order or a cart: payable, paid by mode, open links, due, refunded',
        querystring: ZBillingDetailsQuery,
        response: { 200: ZBillingDetails },
      },
    },
    (request) => billingDetails(ctx, request.query),
  );
};
