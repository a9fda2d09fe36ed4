import {
  REFUND_PATHS as P,
  ZRefundIdParams,
  ZRefundIdQuery,
  ZRefundWriteResponse,
  ZResolutionDetailsResponse,
  ZResolveRefund,
  ZTroubleResolution,
  ZTroubleResolutionResponse,
} from '@backoffice/domain/refunds';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { resolutionDetails } from './resolution-details.service';
import { resolveRefund } from './resolve-refund.service';
import { resolveTrouble } from './resolve-trouble.service';
import { troubleDetails } from './trouble-details.service';

/** Refund troubles and the resolution of manual reviews (docs/refunds.md "Trouble"). */
export const refundTroubleRoutes: AreaModule = (api, ctx) => {
  const read = { capability: 'refunds:view' } as const;
  const write = { capability: 'refunds:resolve-trouble', idempotencyKey: 'required' } as const;
  api.get(
    P.troubleResolution,
    {
      config: read,
      schema: {
        summary: "A refund's troubles and their resolutions",
        querystring: ZRefundIdQuery,
        response: { 200: ZTroubleResolutionResponse },
      },
    },
    (request) => troubleDetails(ctx, request.query.refund_id),
  );
  api.post(
    P.troubleResolution,
    {
      config: write,
      schema: {
        summary: 'Resolve the open trouble of a refund (back to Refund Initiated)',
        body: ZTroubleResolution,
        response: { 200: ZRefundWriteResponse },
      },
    },
    (request) => resolveTrouble(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.get(
    P.resolutionDetails,
    {
      config: read,
      schema: {
        summary: "The gateway's tries of a refund with their resolutions",
        params: ZRefundIdParams,
        response: { 200: ZResolutionDetailsResponse },
      },
    },
    (request) => resolutionDetails(ctx, request.params.refund_id),
  );
  api.post(
    P.resolve,
    {
      config: write,
      schema: {
        summary: 'Resolve a refund in manual review from the gateway dashboard',
        body: ZResolveRefund,
        response: { 200: ZRefundWriteResponse },
      },
    },
    (request) => resolveRefund(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
};
