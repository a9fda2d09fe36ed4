import {
  INVOICE_DOCUMENT_TYPES,
  ZSendCreditNoteRequest,
  ZSendInvoiceRequest,
  type InvoiceDocument,
} from '@backoffice/domain/orders';
import { z } from 'zod';
import type { AreaModule } from '../../../core/http';
import { actorOf, signedIn } from '../../../plugins/auth';
import { ZCartPidParam } from '../tracking/cart-param';
import { documentHistory, sendCreditNote, sendInvoice } from './order-documents.service';

const ZInvoiceDocument = z.object({
  invoice_credit_number: z.string(),
  type: z.enum(Object.values(INVOICE_DOCUMENT_TYPES)),
  invoice_credit_amount: z.number(),
  credit_reason: z.string().nullable(),
  created_by_role: z.string(),
  created_by_name: z.string(),
  created_timestamp: z.string(),
  cart_id: z.number().int(),
  aff_id: z.number().int(),
}) satisfies z.ZodType<InvoiceDocument>;

const ZSent = z.object({ success: z.literal(true), message: z.string() });

/** The invoice and credit note history of a cart and the e-mails that send them (001 section 7). */
export const orderDocumentsRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/credit-notes-history/:cart_pid/',
    {
      config: { capability: 'orders:search' },
      schema: {
        summary: 'The invoices and credit notes of a cart, oldest first',
        params: ZCartPidParam,
        response: { 200: z.object({ results: z.array(ZInvoiceDocument) }) },
      },
    },
    (request) => documentHistory(ctx, request.params.cart_pid),
  );

  api.post(
    '/api/send-invoice-cet-cx/',
    {
      config: { capability: 'orders:update-status' },
      schema: {
        summary: "E-mail a cart's invoice to the customer (cx) or the agent (cet)",
        body: ZSendInvoiceRequest,
        response: { 200: ZSent },
      },
    },
    (request) => sendInvoice(ctx, signedIn(request), actorOf(request), request.body),
  );

  api.post(
    '/api/send-credit-note/',
    {
      config: { capability: 'orders:update-status' },
      schema: {
        summary: 'E-mail a credit note of a cart to the customer',
        body: ZSendCreditNoteRequest,
        response: { 200: ZSent },
      },
    },
    (request) => sendCreditNote(ctx, actorOf(request), request.body),
  );
};
