import { bigint, bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { notNegative, oneOf } from '../core/checks';
import { timestamptz } from '../core/columns';
import { carts } from './carts';

export const INVOICE_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceDocumentKind = (typeof INVOICE_DOCUMENT_KINDS)[number];

/** Invoices and credit notes of a cart (001 "Credit note"). */
export const invoiceDocuments = pgTable(
  'invoice_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cart_id: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id),
    kind: text('kind').$type<InvoiceDocumentKind>().notNull(),
    /** invoice_credit_number on the wire. */
    number: text('number').notNull().unique(),
    amount_paise: integer('amount_paise').notNull(),
    /** Why a credit note was raised; null on invoices. */
    reason: text('reason'),
    created_by_role: text('created_by_role').notNull(),
    created_by_name: text('created_by_name').notNull(),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('invoice_documents_kind_check', oneOf(t.kind, INVOICE_DOCUMENT_KINDS)),
    check('invoice_documents_amount_paise_check', notNegative(t.amount_paise)),
    index('invoice_documents_cart_id_idx').on(t.cart_id, t.created_at),
  ],
);

export type InvoiceDocumentRow = typeof invoiceDocuments.$inferSelect;
export type NewInvoiceDocumentRow = typeof invoiceDocuments.$inferInsert;
