import type { InvoiceDocumentRow } from '@backoffice/db/schema';
import {
  DOCUMENT_MESSAGES,
  INVOICE_DOCUMENT_TYPES,
  type InvoiceDocument,
  type TSendCreditNoteRequest,
  type TSendInvoiceRequest,
} from '@backoffice/domain/orders';
import { paiseToRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import { orderError } from '../details/orders.errors';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import {
  documentCart,
  documentsOfCart,
  toInvoiceDocument,
  type DocumentCart,
} from './document-queries';

type Sent = { success: true; message: string };

/** The invoices and credit notes of a cart, oldest first (the invoice history popup). */
export async function documentHistory(
  ctx: AppContext,
  cartPid: number,
): Promise<{ results: InvoiceDocument[] }> {
  const cart = await documentCart(ctx.db, cartPid);
  const rows = await documentsOfCart(ctx.db, cartPid);
  return { results: rows.map((row) => toInvoiceDocument(row, cart.affiliate_id)) };
}

/** E-mails a cart's latest invoice to the customer (cx) or the agent (cet); audited on the cart. */
export async function sendInvoice(
  ctx: AppContext,
  caller: StaffCaller,
  input: TSendInvoiceRequest,
): Promise<Sent> {
  const cart = await documentCart(ctx.db, input.cart_pri_id, input.affiliate_id);
  const invoice = (await documentsOfCart(ctx.db, cart.cart_pid)).findLast(
    (d) => d.kind === 'invoice',
  );
  if (!invoice) throw orderError('orders.no_invoice').at('cart_pri_id');
  const to = input.to === 'cet' ? (input.cet_email ?? caller.staff.email) : cart.customer_email;
  if (!to) throw orderError('orders.no_customer_email').at('to');
  await emailDocument(ctx, caller, cart, invoice, to);
  return { success: true, message: DOCUMENT_MESSAGES.sent };
}

/** E-mails one credit note of a cart to its customer; audited on the cart. */
export async function sendCreditNote(
  ctx: AppContext,
  caller: StaffCaller,
  input: TSendCreditNoteRequest,
): Promise<Sent> {
  const cart = await documentCart(ctx.db, input.cart_pri_id, input.affiliate_id);
  const note = (await documentsOfCart(ctx.db, cart.cart_pid)).find(
    (d) => d.kind === 'credit_note' && d.number === input.credit_number,
  );
  if (!note) throw orderError('orders.credit_note_not_found');
  if (!cart.customer_email) throw orderError('orders.no_customer_email').at('cart_pri_id');
  await emailDocument(ctx, caller, cart, note, cart.customer_email);
  return { success: true, message: DOCUMENT_MESSAGES.sent };
}

/** Hands the e-mail to the messaging service, then records who sent which document where. */
async function emailDocument(
  ctx: AppContext,
  caller: StaffCaller,
  cart: DocumentCart,
  document: InvoiceDocumentRow,
  to: string,
): Promise<void> {
  const type = INVOICE_DOCUMENT_TYPES[document.kind];
  const brand = ctx.config.brand.name;
  await ctx.integrations.messages.send({
    channel: 'email',
    to,
    subject: `${type} ${document.number}: ${brand} order ${cart.order_random_id}`,
    text:
      `Dear ${cart.customer_name}, please find ${type.toLowerCase()} ${document.number} of ` +
      `Rs. ${paiseToRupees(document.amount_paise)} for your ${brand} order ${cart.order_random_id}.`,
  });
  await runUseCase(ctx, caller, ({ record }) =>
    record.change({
      entity: 'cart',
      id: cart.cart_pid,
      changes: { document_sent: { before: null, after: { number: document.number, to } } },
      reason: `${type} e-mailed`,
    }),
  );
}
