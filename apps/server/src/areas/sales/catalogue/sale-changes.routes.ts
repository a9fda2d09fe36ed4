import { ZAutomateSaleChangesAnswer } from '@backoffice/domain/uploads';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { automateSaleChanges } from './sale-changes.service';

/** Automate sale changes (002 section 7: automate-sale-changes/), for the Admin login role. */
export const saleChangesRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/automate-sale-changes/',
    {
      config: { capability: 'uploads:price-automation', idempotencyKey: 'required' },
      schema: {
        summary:
          'Apply the scheduled price changes whose start has come and restore the prices of those whose end has passed. Send an Idempotency-Key header: a retry answers the first answer.',
        response: { 200: ZAutomateSaleChangesAnswer },
      },
    },
    (request) => automateSaleChanges(ctx, callerOf(request), idempotentRequest(request)),
  );
};
