import {
  REFUND_PATHS as P,
  ZRefundAction,
  ZRefundIdParams,
  ZRefundWriteResponse,
} from '@backoffice/domain/refunds';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { processRefund } from '../automation/process-refund.service';
import { takeRefundAction } from './refund-action.service';

/**
 * PUT refund-detail/{id}/: the refund action. `process` is the payout through the payment
 * gateway (automation's processRefund); every other action is a status change.
 */
export const refundActionsRoutes: AreaModule = (api, ctx) => {
  api.put(
    P.action,
    {
      config: { capability: 'refunds:process', idempotencyKey: 'required' },
      schema: {
        summary: 'Process, mark processing, cancel, mark trouble or re-initiate a refund',
        params: ZRefundIdParams,
        body: ZRefundAction,
        response: { 200: ZRefundWriteResponse },
      },
    },
    (request) => {
      const { body } = request;
      const { refund_id } = request.params;
      if (body.action_type === 'process') {
        return processRefund(
          ctx,
          callerOf(request),
          { refundId: refund_id, version: body.version, comments: body.comments },
          idempotentRequest(request),
        );
      }
      return takeRefundAction(
        ctx,
        callerOf(request),
        refund_id,
        { ...body, action_type: body.action_type },
        idempotentRequest(request),
      );
    },
  );
};
