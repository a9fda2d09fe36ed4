import { z } from 'zod';
import { INVOICE_DOCUMENT_TYPES } from '../documents';

/** One invoice or credit note of a cart (001 section 3 "Credit note"); amount in rupees. */
export const ZInvoiceDocument = z.object({
  invoice_credit_number: z.string(),
  type: z.enum(Object.values(INVOICE_DOCUMENT_TYPES)),
  invoice_credit_amount: z.number(),
  credit_reason: z.string().nullable(),
  created_by_role: z.string(),
  created_by_name: z.string(),
  created_timestamp: z.string(),
  cart_id: z.number().int(),
  aff_id: z.number().int(),
});
export type InvoiceDocument = z.infer<typeof ZInvoiceDocument>;

/** GET /api/credit-notes-history/:cart_pid/, oldest first. */
export const ZInvoiceHistoryResponse = z.object({ results: z.array(ZInvoiceDocument) });
export type InvoiceHistoryResponse = z.infer<typeof ZInvoiceHistoryResponse>;

/** POST /api/send-invoice-cet-cx/ and /api/send-credit-note/. */
export const ZDocumentSentResponse = z.object({ success: z.literal(true), message: z.string() });
export type DocumentSentResponse = z.infer<typeof ZDocumentSentResponse>;
