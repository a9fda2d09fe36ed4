import type { CodToOnlineRow } from '@backoffice/domain/sales/payments';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiReply } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { signedInWith } from '@/lib/testing/signed-in';
import { CodToOnlineScreen } from './cod-to-online-screen';

/** A request whose Juspay link for two carts' ₹4,998 is still open. */
const pending: CodToOnlineRow = {
  cto_id: 17,
  order_random_id: 'K7Q2M9XA',
  source: 'cto',
  cart_pids: [981234, 981235],
  amount: 4998,
  payment_via: 'Juspay',
  status: 'pending',
  payment_ref_id: null,
  link: {
    transaction_id: 'sbx_cto17_1',
    url: 'https://pay.example.test/sbx_cto17_1',
    status: 'pending',
    created_at: '2026-11-25T08:00:00.000Z',
    expires_at: '2026-11-26T08:00:00.000Z',
  },
  created_at: '2026-11-25T08:00:00.000Z',
  expires_at: '2026-11-26T08:00:00.000Z',
  created_by: { login_id: 12, name: 'Sales Demo' },
  cancel_reason: null,
  version: 3,
};
const cancelled: CodToOnlineRow = {
  ...pending,
  cto_id: 16,
  order_random_id: 'P3X9L2QA',
  status: 'cancelled',
  link: null,
  payment_ref_id: 'REF-16',
  cancel_reason: 'Customer pays cash',
};
const page = (results: CodToOnlineRow[], count = results.length): ApiReply => ({
  body: { count, limit: 50, offset: 0, results },
});

function openScreen(reply: ApiReply, path = '/cod-to-online') {
  const api = signedInWith('FINANCE', {
    'GET /backoffice-payment-type-changed-orders/': reply,
    'POST /resend-cto-link/': {
      body: { success: true, message: 'Payment link resent', request: pending },
    },
  });
  const view = renderWithQuery(
    <Routes>
      <Route path="/cod-to-online" element={<CodToOnlineScreen />} />
      <Route path="*" element={null} />
    </Routes>,
    path,
  );
  return { ...api, ...view };
}

const requests = () => screen.findByRole('table', { name: 'COD to online requests' });
const rowOf = async (text: string) => {
  const row = within(await requests())
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return within(row);
};

describe('COD To Online', () => {
  it('lists each request on one row with its link, and offers the actions of an open one', async () => {
    const { user, calls } = openScreen(page([pending, cancelled]));
    const open = await rowOf('K7Q2M9XA');
    expect(open.getByRole('link', { name: 'K7Q2M9XA' })).toBeTruthy();
    expect(open.getByRole('cell', { name: '981234, 981235' })).toBeTruthy();
    expect(open.getByRole('cell', { name: '₹4,998.00' })).toBeTruthy();
    expect(open.getByText('Pending')).toBeTruthy();
    expect(open.getByRole('link', { name: 'sbx_cto17_1' }).getAttribute('href')).toBe(
      'https://pay.example.test/sbx_cto17_1',
    );
    expect(open.getByRole('button', { name: 'Check payment' })).toBeTruthy();
    expect(open.getByRole('button', { name: 'Cancel' })).toBeTruthy();

    // A cancelled request shows its reason and reference, and offers nothing.
    const closed = await rowOf('P3X9L2QA');
    expect(closed.getByText('Customer pays cash', { exact: false })).toBeTruthy();
    expect(closed.getByRole('cell', { name: 'REF-16' })).toBeTruthy();
    expect(closed.queryByRole('button')).toBeNull();

    await user.click(open.getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/resend-cto-link/')?.body).toEqual({
        cto_id: 17,
        version: 3,
      }),
    );
  });

  it('turns the pages above the table', async () => {
    const { user, urls } = openScreen(page([pending], 120));
    await requests();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(urls.some((url) => url.includes('status=pending') && url.includes('offset=50'))).toBe(
        true,
      ),
    );
  });

  it("shows the requests in the panel of the selected status's tab, and a tab picks a status", async () => {
    const { user, urls } = openScreen(page([pending]), '/cod-to-online?status=pending');
    const table = await requests();
    const selected = screen.getByRole('tab', { name: 'Pending', selected: true });
    const panel = screen.getByRole('tabpanel');
    expect(selected.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.contains(table)).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Expired' }));
    await waitFor(() => expect(urls.some((url) => url.includes('status=expired'))).toBe(true));
  });

  it("says 'No Orders Found...' when a tab has no request", async () => {
    openScreen(page([]), '/cod-to-online?status=paid');
    expect(await screen.findByText('No Orders Found...')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'COD to online requests' })).toBeNull();
  });

  it('shows the failure with Retry', async () => {
    openScreen({ status: 500, body: { error: 'Something Went Wrong!' } });
    expect(await screen.findByText('Something Went Wrong!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
