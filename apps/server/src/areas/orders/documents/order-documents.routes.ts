import {
  ZDocumentSentResponse,
  ZInvoiceHistoryResponse,
  ZSendCreditNoteRequest,
  ZSendInvoiceRequest,
} from '@backoffice/domain/orders';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { ZCartPidParam } from '../tracking/cart-param';
import { documentHistory, sendCreditNote, sendInvoice } from './order-documents.service';

/** The invoice and credit note history of a cart and the e-mails that send them (001 section 7). */
export const orderDocumentsRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/credit-notes-history/:cart_pid/',
    {
      config: { capability: 'orders:search' },
      schema: {
        summary: 'The invoices and credit notes of a cart, oldest first',
        params: ZCartPidParam,
        response: { 200: ZInvoiceHistoryResponse },
      },
    },
    (request) => documentHistory(ctx, request.params.cart_pid),
  );

  api.post(
    '/api/send-invoice-cet-cx/',
    {
      config: { capability: 'orders:send-documents' },
      schema: {
        summary: "E-mail a cart's invoice to the customer (cx) or the agent (cet)",
        body: ZSendInvoiceRequest,
        response: { 200: ZDocumentSentResponse },
      },
    },
    (request) => sendInvoice(ctx, callerOf(request), request.body),
  );

  api.post(
    '/api/send-credit-note/',
    {
      config: { capability: 'orders:send-documents' },
      schema: {
        summary: 'E-mail a credit note of a cart to the customer',
        body: ZSendCreditNoteRequest,
        response: { 200: ZDocumentSentResponse },
      },
    },
    (request) => sendCreditNote(ctx, callerOf(request), request.body),
  );
};
