import {
  QUOTATION_PATHS as P,
  ZDownloadQuotationQuery,
  ZGenerateQuotationRequest,
  ZModifyQuotationRequest,
  ZPlaceQuotationOrderRequest,
  ZQuotationAnswer,
  ZQuotationOrderAnswer,
  ZQuotationParams,
  ZQuotationSettingsAnswer,
  ZQuotationWriteAnswer,
} from '@backoffice/domain/quotations';
import { attachment } from '../../../core/export/export-file';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { placeQuotationOrder } from './place-quotation-order.service';
import { downloadQuotation, quotationDetail, quotationSettings } from './read-quotation.service';
import { generateQuotation, modifyQuotation } from './write-quotation.service';

const KEYED = 'Send an Idempotency-Key header: a retry with the same key answers the first answer.';

/** Generating, modifying, downloading and ordering quotations (docs/quotations.md). */
export const quotationsRoutes: AreaModule = (api, ctx) => {
  api.get(
    P.settings,
    {
      config: { capability: 'quotations:work' },
      schema: {
        summary: "Dispatch state, the caller's discount limit, validity and terms to price with",
        response: { 200: ZQuotationSettingsAnswer },
      },
    },
    (request) => quotationSettings(ctx, callerOf(request)),
  );

  api.post(
    P.generate,
    {
      config: { capability: 'quotations:work', idempotencyKey: 'required' },
      schema: {
        summary: `Generate a quotation for a lead, priced on the server. ${KEYED}`,
        body: ZGenerateQuotationRequest,
        response: { 200: ZQuotationWriteAnswer },
      },
    },
    (request) =>
      generateQuotation(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );

  api.get(
    P.download,
    {
      config: { capability: 'quotations:work' },
      schema: {
        summary: 'The quotation as a PDF, saved as {quotation_random_id}.pdf',
        querystring: ZDownloadQuotationQuery,
      },
    },
    async (request, reply) => {
      const file = await downloadQuotation(ctx, request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  api.post(
    P.placeOrder,
    {
      config: { capability: 'quotations:work', idempotencyKey: 'required' },
      schema: {
        summary: `Place the order of a quotation at its quoted prices; the lead becomes ACQUIRED. ${KEYED}`,
        body: ZPlaceQuotationOrderRequest,
        response: { 200: ZQuotationOrderAnswer },
      },
    },
    (request) =>
      placeQuotationOrder(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );

  api.get(
    '/api/quotation/:quotation_random_id/',
    {
      config: { capability: 'quotations:work' },
      schema: {
        summary: 'A quotation: lines, tax split, totals in INR and words, validity and terms',
        params: ZQuotationParams,
        response: { 200: ZQuotationAnswer },
      },
    },
    (request) => quotationDetail(ctx, callerOf(request), request.params.quotation_random_id),
  );

  api.put(
    '/api/quotation/:quotation_random_id/',
    {
      config: { capability: 'quotations:work', idempotencyKey: 'required' },
      schema: {
        summary: `Modify a quotation against its version (?type=1 on the screen). ${KEYED}`,
        params: ZQuotationParams,
        body: ZModifyQuotationRequest,
        response: { 200: ZQuotationWriteAnswer },
      },
    },
    (request) =>
      modifyQuotation(
        ctx,
        callerOf(request),
        request.params.quotation_random_id,
        request.body,
        idempotentRequest(request),
      ),
  );
};
