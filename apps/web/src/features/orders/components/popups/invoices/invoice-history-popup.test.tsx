import type { InvoiceDocument } from '@backoffice/domain/orders';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCart, anOrder } from '@/lib/testing/order-fixtures';
import { cartRecordActions } from '@/features/orders/order-page-actions';
import { openAction } from '@/lib/testing/open-order-action';

const invoices = cartRecordActions.find((action) => action.key === 'invoice-history');
const cart = aCart({ orm_order_status: 5, status_label: 'Invoiced' });
const document = (over: Partial<InvoiceDocument>): InvoiceDocument => ({
  invoice_credit_number: 'INV-2026-0001',
  type: 'Invoice',
  invoice_credit_amount: 18999,
  credit_reason: null,
  created_by_role: 'OPS',
  created_by_name: 'Ravi Kumar',
  created_timestamp: '2026-11-21T06:30:00.000Z',
  cart_id: 981234,
  aff_id: 0,
  ...over,
});

function openInvoices(results: InvoiceDocument[]) {
  return openAction(
    invoices,
    {
      'GET /credit-notes-history/981234/': { body: { results } },
      'POST /send-invoice-cet-cx/': { body: { success: true, message: 'Sent Successfully!' } },
      'POST /send-credit-note/': { body: { success: true, message: 'Sent Successfully!' } },
    },
    { order: anOrder({ carts: [cart] }), cart },
  );
}

describe('invoice and credit notes popup', () => {
  it("says when the cart has none, in the spec's words", async () => {
    openInvoices([]);
    expect(await screen.findByText('Credit History Not Found!')).toBeDefined();
  });

  it("e-mails the invoice to the agent's address and a credit note to the customer", async () => {
    const { user, calls } = openInvoices([
      document({}),
      document({
        invoice_credit_number: 'CN-2026-0007',
        type: 'Credit Note',
        invoice_credit_amount: 1500,
        credit_reason: 'Price drop',
      }),
    ]);
    const table = await screen.findByRole('table', { name: 'Invoices and credit notes' });
    const [, invoice, creditNote] = within(table).getAllByRole('row');
    expect(within(invoice!).getByRole('cell', { name: '₹18,999.00' })).toBeDefined();
    expect(within(invoice!).getByText('Ravi Kumar (OPS)')).toBeDefined();
    // Only a credit note is sent from its row; the invoice goes by the form above.
    expect(within(invoice!).queryByRole('button')).toBeNull();
    expect(within(creditNote!).getByRole('cell', { name: 'Price drop' })).toBeDefined();
    await user.click(await screen.findByRole('radio', { name: 'Me (asha@example.com)' }));
    await user.click(screen.getByRole('button', { name: 'Send Invoice' }));
    await user.click(
      screen.getByRole('button', { name: 'Send credit note CN-2026-0007 to the customer' }),
    );
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.find((c) => c.path === '/send-invoice-cet-cx/')?.body).toEqual({
      cet_email: 'asha@example.com',
      affiliate_id: 0,
      cart_pri_id: 981234,
      to: 'cet',
    });
    expect(calls.find((c) => c.path === '/send-credit-note/')?.body).toEqual({
      credit_number: 'CN-2026-0007',
      affiliate_id: 0,
      cart_pri_id: 981234,
    });
  });
});
