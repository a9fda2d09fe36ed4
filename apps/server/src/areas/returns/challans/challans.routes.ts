import {
  RETURN_OPERATION_PATHS as P,
  ZChallanAttachmentParams,
  ZChallanListResponse,
  ZChallanQuery,
  ZChallanUploadRequest,
  ZChallanUploadResponse,
  ZCodSheetRowsQuery,
  ZCodSheetRowsResponse,
} from '@backoffice/domain/returns';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { challanAttachment, challansOf, uploadChallan } from './challans.service';
import { codSheetRowsOf } from './cod-sheet-rows.service';

/** Five photos of 5 MB as base64 (4 characters per 3 bytes) and the form around them. */
const CHALLAN_BODY_LIMIT = 36 * 1024 * 1024;

/**
 * COD challans (docs/returns.md "Challans"): upload and view. Designed: OPS and FINANCE, who handle
 * COD cash (the cod-to-online capability), upload and view them.
 */
export const challansRoutes: AreaModule = (api, ctx) => {
  api.post(
    P.codChallans,
    {
      bodyLimit: CHALLAN_BODY_LIMIT,
      config: { capability: 'payments:cod-to-online', idempotencyKey: 'required' },
      schema: {
        summary: 'Upload a COD challan: amount, deposit date and up to 5 photos (base64)',
        body: ZChallanUploadRequest,
        response: { 200: ZChallanUploadResponse },
      },
    },
    (request) => uploadChallan(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.get(
    P.codChallans,
    {
      config: { capability: 'payments:cod-to-online' },
      schema: {
        summary: 'The challans of a COD sheet row',
        querystring: ZChallanQuery,
        response: { 200: ZChallanListResponse },
      },
    },
    (request) => challansOf(ctx, request.query.cod_sheet_id),
  );
  api.get(
    P.codSheetRows,
    {
      config: { capability: 'payments:cod-to-online' },
      schema: {
        summary: "A cart's COD sheet rows (the ids challans are uploaded against)",
        querystring: ZCodSheetRowsQuery,
        response: { 200: ZCodSheetRowsResponse },
      },
    },
    (request) => codSheetRowsOf(ctx, request.query.cart_pid),
  );
  api.get(
    P.codChallanAttachment,
    {
      config: { capability: 'payments:cod-to-online' },
      schema: { summary: 'One photo of a challan', params: ZChallanAttachmentParams },
    },
    async (request, reply) => {
      const { bytes, content_type } = await challanAttachment(
        ctx,
        request.params.challan_id,
        request.params.index,
      );
      return reply.type(content_type).header('cache-control', 'private, no-store').send(bytes);
    },
  );
};
