import { ZBulkResponse, ZBulkStatusRequest } from '@backoffice/domain/orders';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { bulkStatus } from './bulk-status.service';

/** The status change of the carts selected on a work list, cart by cart. */
export const bulkStatusRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/orders/bulk-status/',
    {
      config: { capability: 'orders:update-status', idempotencyKey: 'required' },
      schema: {
        summary:
          'Change the status of up to 100 carts, each at its version read and as update-order ' +
          'would: one result per cart',
        body: ZBulkStatusRequest,
        response: { 200: ZBulkResponse },
      },
    },
    (request) => bulkStatus(ctx, callerOf(request), request.body),
  );
};
