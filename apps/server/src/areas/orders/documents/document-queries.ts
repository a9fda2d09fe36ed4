import type { Database } from '@backoffice/db';
import {
  carts,
  customers,
  invoiceDocuments,
  orderAddresses,
  orders,
  type InvoiceDocumentRow,
} from '@backoffice/db/schema';
import { INVOICE_DOCUMENT_TYPES, type InvoiceDocument } from '@backoffice/domain/orders';
import { and, asc, eq } from 'drizzle-orm';
import { toWireRupees } from '@backoffice/domain/core/money';
import { cartNotFound } from '../details/orders.errors';

/** A cart with what its documents are e-mailed with: the order id and the customer's address. */
export interface DocumentCart {
  cart_pid: number;
  affiliate_id: number;
  order_random_id: string;
  customer_name: string;
  /** The shipping e-mail, else the customer's; null when there is neither. */
  customer_email: string | null;
}

/**
 * The cart of a documents call. 404 "Cart not found" when unknown, or when the caller names
 * another channel than the cart's (a cart is addressed by channel and id, 001 section 7).
 */
export async function documentCart(
  db: Database,
  cartPid: number,
  affiliateId?: number,
): Promise<DocumentCart> {
  const [row] = await db
    .select({
      cart_pid: carts.id,
      affiliate_id: carts.affiliate_id,
      order_random_id: orders.order_random_id,
      customer_name: customers.name,
      customer_email: customers.email,
      shipping_email: orderAddresses.email_address,
    })
    .from(carts)
    .innerJoin(orders, eq(orders.id, carts.order_id))
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .leftJoin(
      orderAddresses,
      and(eq(orderAddresses.order_id, orders.id), eq(orderAddresses.kind, 'shipping')),
    )
    .where(eq(carts.id, cartPid));
  if (!row || (affiliateId !== undefined && row.affiliate_id !== affiliateId)) throw cartNotFound();
  const { shipping_email, ...cart } = row;
  return { ...cart, customer_email: shipping_email ?? cart.customer_email };
}

/** The invoices and credit notes of a cart, oldest first. */
export function documentsOfCart(db: Database, cartPid: number): Promise<InvoiceDocumentRow[]> {
  return db
    .select()
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.cart_id, cartPid))
    .orderBy(asc(invoiceDocuments.created_at), asc(invoiceDocuments.id));
}

/** A document as the invoice and credit note history shows it. */
export function toInvoiceDocument(row: InvoiceDocumentRow, affiliateId: number): InvoiceDocument {
  return {
    invoice_credit_number: row.number,
    type: INVOICE_DOCUMENT_TYPES[row.kind],
    invoice_credit_amount: toWireRupees(row.amount_paise),
    credit_reason: row.reason,
    created_by_role: row.created_by_role,
    created_by_name: row.created_by_name,
    created_timestamp: row.created_at.toISOString(),
    cart_id: row.cart_id,
    aff_id: affiliateId,
  };
}
