import {
  ZAddonStatusQuery,
  ZAddonStatusResponse,
  ZCancelAddonAnswer,
  ZCancelAddonRequest,
} from '@backoffice/domain/sales/place-order';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { cancelAddon } from './modification-cancel.service';
import { addonStatus } from './modification-status.queries';

/** An add-on's payment: a cart change's balance asked by link (docs/sales.md). */
export const addonRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/backend-addon-order-status/',
    {
      config: { capability: 'orders:search' },
      schema: {
        summary: "An add-on's (a cart change's) payment: its balance, status and payment link",
        querystring: ZAddonStatusQuery,
        response: { 200: ZAddonStatusResponse },
      },
    },
    (request) => addonStatus(ctx, request.query.temp_addon_id),
  );

  api.post(
    '/api/cancel-backend-addon/',
    {
      config: { capability: 'payments:send-link', idempotencyKey: 'required' },
      schema: {
        summary:
          "Cancel the payment of a cart change awaiting it, with a reason, against the change's " +
          'version: its link is cancelled and the cart released for shipment',
        body: ZCancelAddonRequest,
        response: { 200: ZCancelAddonAnswer },
      },
    },
    (request) => cancelAddon(ctx, callerOf(request), request.body),
  );
};
