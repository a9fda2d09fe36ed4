import type {
  OrderPaymentsResponse,
  OrderPaymentView,
  PaymentLinkView,
} from '@backoffice/domain/sales/payments';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentRecordsAction } from '@/features/sales/order-page-actions';
import { openAction } from '@/lib/testing/open-order-action';

const link = (overrides: Partial<PaymentLinkView>): PaymentLinkView => ({
  transaction_id: 'sbx_k7q2_1',
  order_random_id: 'K7Q2M9XA',
  type: 'new',
  type_label: 'Order payment',
  payment_via: 'Juspay',
  amount: 499,
  status: 'pending',
  url: 'https://pay.example.test/sbx_k7q2_1',
  sent_to: '9845012345',
  cart_pids: [981234],
  created_at: '2026-11-25T08:00:00.000Z',
  expires_at: '2026-11-26T08:00:00.000Z',
  paid_at: null,
  created_by: { login_id: 12, name: 'Sales Demo' },
  cancel_reason: null,
  resent_count: 0,
  version: 1,
  ...overrides,
});
const payment = (overrides: Partial<OrderPaymentView>): OrderPaymentView => ({
  id: 1,
  payment_via: 'Juspay',
  amount: 499,
  status: 'paid',
  reference: 'PAY-77',
  transaction_id: 'sbx_k7q2_0',
  created_at: '2026-11-24T08:00:00.000Z',
  recorded_by: null,
  ...overrides,
});

function openRecords(links: PaymentLinkView[], payments: OrderPaymentView[]) {
  const body: OrderPaymentsResponse = {
    order_random_id: 'K7Q2M9XA',
    payment_type: 'COD',
    version: 4,
    amount_due: 999,
    paid_online: 499,
    cod_payable: 500,
    payments,
    links,
    payment_vias: ['Juspay'],
  };
  return openAction(paymentRecordsAction, {
    'GET /order-payments/K7Q2M9XA/': { body },
    'POST /resend-payment-link/': { body: { success: true, message: 'Resent', link: links[0] } },
  });
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const rowWith = (table: HTMLElement, text: string) => {
  const row = rowsOf(table).find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return within(row);
};

describe('the payment records popup', () => {
  it('lists the links with their actions by status, and resends one with its version', async () => {
    const { user, calls } = openRecords(
      [
        link({}),
        link({ transaction_id: 'sbx_k7q2_2', status: 'expired', version: 2 }),
        link({ transaction_id: 'sbx_k7q2_3', status: 'cancelled', cancel_reason: 'Wrong amount' }),
      ],
      [],
    );
    const links = await screen.findByRole('table', { name: 'Payment links' });
    expect(rowsOf(links)).toHaveLength(3);
    const pending = rowWith(links, 'sbx_k7q2_1');
    expect(pending.getByRole('link', { name: 'sbx_k7q2_1' }).getAttribute('href')).toBe(
      'https://pay.example.test/sbx_k7q2_1',
    );
    expect(pending.getByRole('cell', { name: '₹499.00' })).toBeTruthy();
    expect(pending.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(
      rowWith(links, 'sbx_k7q2_2').getByRole('button', { name: 'Send new link' }),
    ).toBeTruthy();
    const cancelled = rowWith(links, 'sbx_k7q2_3');
    expect(cancelled.getByText('Cancelled: Wrong amount')).toBeTruthy();
    expect(cancelled.queryByRole('button')).toBeNull();

    await user.click(pending.getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/resend-payment-link/')?.body).toEqual({
        transaction_id: 'sbx_k7q2_1',
        version: 1,
      }),
    );
  });

  it('lists the payments received, a refund among them', async () => {
    openRecords([], [payment({}), payment({ id: 2, status: 'refunded', transaction_id: null })]);
    expect(await screen.findByText('No payment links sent yet')).toBeTruthy();
    const payments = await screen.findByRole('table', { name: 'Payments' });
    expect(
      within(payments)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Via', 'Amount', 'Status', 'Reference']);
    const [paid, refunded] = rowsOf(payments);
    if (!paid || !refunded) throw new Error('two payments expected');
    expect(within(paid).getByText('Paid')).toBeTruthy();
    expect(within(paid).getByRole('cell', { name: 'PAY-77 link sbx_k7q2_0' })).toBeTruthy();
    expect(within(refunded).getByRole('cell', { name: 'Refunded' })).toBeTruthy();
  });

  it('says so when nothing was paid yet', async () => {
    openRecords([link({})], []);
    expect(await screen.findByText('No payments recorded yet')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Payments' })).toBeNull();
  });
});
