import { z } from 'zod';
import { ZCartPid } from './order-requests';

/** The kinds of a cart's documents and how the history popup names them. */
export const INVOICE_DOCUMENT_TYPES = { invoice: 'Invoice', credit_note: 'Credit Note' } as const;
export type InvoiceDocumentType =
  (typeof INVOICE_DOCUMENT_TYPES)[keyof typeof INVOICE_DOCUMENT_TYPES];

/** Longest credit note number: the ERP numbers them in well under this. */
export const CREDIT_NUMBER_MAX_LENGTH = 40;
/** The longest e-mail address (RFC 5321). */
const EMAIL_MAX_LENGTH = 254;

export const DOCUMENT_MESSAGES = {
  affiliateRequired: 'affiliate_id must be a channel id',
  recipientRequired: 'Send the invoice to cet or cx',
  creditNumberRequired: 'Credit Note Number is Required!',
  creditNumberTooLong: `Credit Note Number should not exceed ${CREDIT_NUMBER_MAX_LENGTH}`,
  invalidCetEmail: 'Invalid Email Id!',
  noInvoice: 'No invoice has been made for this cart yet',
  noCustomerEmail: 'The customer has no e-mail address',
  creditNoteNotFound: 'Credit note not found',
  sent: 'Sent Successfully!',
} as const;

const ZAffiliateId = z
  .number({ error: DOCUMENT_MESSAGES.affiliateRequired })
  .int(DOCUMENT_MESSAGES.affiliateRequired)
  .min(0, DOCUMENT_MESSAGES.affiliateRequired)
  .max(32_767, DOCUMENT_MESSAGES.affiliateRequired);

/**
 * POST /api/send-invoice-cet-cx/ (000 section 7): e-mails a cart's invoice to the customer
 * (`to: "cx"`) or to the agent (`to: "cet"`, at `cet_email`, else the agent's own address).
 */
export const ZSendInvoiceRequest = z.object({
  cet_email: z
    .string()
    .max(EMAIL_MAX_LENGTH, DOCUMENT_MESSAGES.invalidCetEmail)
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: DOCUMENT_MESSAGES.invalidCetEmail }))
    .optional(),
  affiliate_id: ZAffiliateId,
  cart_pri_id: ZCartPid,
  to: z.enum(['cet', 'cx'], { error: DOCUMENT_MESSAGES.recipientRequired }),
});
export type TSendInvoiceRequest = z.infer<typeof ZSendInvoiceRequest>;

/** POST /api/send-credit-note/ (001 section 7): e-mails a credit note of a cart to the customer. */
export const ZSendCreditNoteRequest = z.object({
  credit_number: z
    .string({ error: DOCUMENT_MESSAGES.creditNumberRequired })
    .trim()
    .min(1, DOCUMENT_MESSAGES.creditNumberRequired)
    .max(CREDIT_NUMBER_MAX_LENGTH, DOCUMENT_MESSAGES.creditNumberTooLong),
  cart_pri_id: ZCartPid,
  affiliate_id: ZAffiliateId,
});
export type TSendCreditNoteRequest = z.infer<typeof ZSendCreditNoteRequest>;
