import {
  RETAIL_POS_PATHS as P,
  ZPlacePosOrderAnswer,
  ZPlacePosOrderRequest,
  ZPosActionAnswer,
  ZPosDocumentQuery,
  ZPosOrderActionRequest,
} from '@backoffice/domain/retail/pos';
import type { Capability } from '@backoffice/domain/access';
import { attachment } from '../../../../core/export/export-file';
import type { AreaModule } from '../../../../core/http';
import { idempotentRequest } from '../../../../core/idempotency/idempotency';
import { callerOf } from '../../../../core/use-case';
import { cancelPosOrder } from './cancel-pos-order.service';
import { createNewOrderFromOld } from './new-order-from-old.service';
import {
  cancelPosTransaction,
  checkPosStatus,
  forceConfirmPosOrder,
  resendPosPaymentLink,
} from './payment-actions.service';
import { placePosOrder } from './place-pos-order.service';
import { posDocument } from './pos-documents.service';

const keyed = { capability: 'retail:till-take-payment', idempotencyKey: 'required' } as const;
const keyedFor = <C extends Capability>(capability: C) =>
  ({ capability, idempotencyKey: 'required' }) as const;
const KEYED = 'Send an Idempotency-Key header: a retry with the same key answers the first answer.';
const action = { body: ZPosOrderActionRequest, response: { 200: ZPosActionAnswer } };

/** Placing a POS order and what follows it (docs/retail.md "Placing and paying"). */
export const posPlacingRoutes: AreaModule = (api, ctx) => {
  api.post(
    P.placeOrder,
    {
      config: keyed,
      schema: {
        summary: `Place a POS order; every total is recomputed on the server. ${KEYED}`,
        body: ZPlacePosOrderRequest,
        response: { 200: ZPlacePosOrderAnswer },
      },
    },
    (request) => placePosOrder(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.checkStatus,
    { config: keyed, schema: { summary: `Check a payment in progress. ${KEYED}`, ...action } },
    (request) => checkPosStatus(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.forceConfirm,
    {
      config: keyedFor('retail:till-force-confirm'),
      schema: { summary: `Confirm an order forcefully (Retail Manager). ${KEYED}`, ...action },
    },
    (request) =>
      forceConfirmPosOrder(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.cancelTransaction,
    { config: keyed, schema: { summary: 'Cancel the payment in progress', ...action } },
    (request) => cancelPosTransaction(ctx, callerOf(request), request.body),
  );
  api.post(
    P.resendPaymentLink,
    {
      config: keyedFor('retail:till-resend-payment-link'),
      schema: { summary: 'Send the card payment link again (not for a Retail Agent)', ...action },
    },
    (request) => resendPosPaymentLink(ctx, callerOf(request), request.body),
  );
  api.post(
    P.createNewOrder,
    {
      config: keyedFor('retail:till-open-order'),
      schema: { summary: `A new POS order with this order's products. ${KEYED}`, ...action },
    },
    (request) =>
      createNewOrderFromOld(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.cancelOrder,
    {
      config: keyedFor('retail:till-cancel-order'),
      schema: { summary: `Cancel the order and give back what it took. ${KEYED}`, ...action },
    },
    (request) => cancelPosOrder(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.get(
    P.document,
    {
      config: { capability: 'retail:view' },
      schema: {
        summary: 'The invoice (retail_receipt 0) or receipt (1) of a placed order as a PDF',
        querystring: ZPosDocumentQuery,
      },
    },
    async (request, reply) => {
      const file = await posDocument(ctx, callerOf(request), request.query);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
