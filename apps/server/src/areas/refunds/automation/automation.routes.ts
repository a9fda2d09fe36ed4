import {
  REFUND_GATEWAY_PATHS as P,
  ZProcessRefund,
  ZProcessRefundResponse,
} from '@backoffice/domain/refunds';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { processRefund } from './process-refund.service';

/** The Process button: a refund paid through the payment gateway (docs/refunds.md). */
export const automationRoutes: AreaModule = (api, ctx) => {
  api.post(
    P.processRefund,
    {
      config: { capability: 'refunds:process', idempotencyKey: 'required' },
      schema: {
        summary: 'Pay a refund through the payment gateway',
        body: ZProcessRefund,
        response: { 200: ZProcessRefundResponse },
      },
    },
    (request) =>
      processRefund(
        ctx,
        callerOf(request),
        {
          refundId: request.body.refund_id,
          version: request.body.version,
          comments: request.body.comments,
        },
        idempotentRequest(request),
      ),
  );
};
