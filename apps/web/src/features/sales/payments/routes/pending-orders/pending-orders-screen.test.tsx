import type { PartnerOrderRow } from '@backoffice/domain/sales/payments';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ApiReply } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { signedInWith } from '@/lib/testing/signed-in';
import { PartnerOrdersTable } from './components/partner-orders-table';
import { PendingOrdersScreen } from './pending-orders-screen';

/** A Homecentre order of a bed and two pillows waiting for its advance receipt. */
const waiting: PartnerOrderRow = {
  order_random_id: 'H4C8N2RA',
  affiliate_id: 7,
  channel: 'Homecentre',
  customer_name: 'Ravi Menon',
  mobile_number: '9845098450',
  created_at: '2026-11-24T11:30:00.000Z',
  amount: 25998,
  carts: [
    {
      cart_pid: 990001,
      item_name: 'Sheesham Wood Bed',
      item_quantity: 1,
      orm_order_status: 1,
      status_label: 'New Order',
    },
    {
      cart_pid: 990002,
      item_name: 'Memory Foam Pillow',
      item_quantity: 2,
      orm_order_status: 1,
      status_label: 'New Order',
    },
  ],
};
const page = (results: PartnerOrderRow[], count = results.length): ApiReply => ({
  body: { count, limit: 50, offset: 0, results },
});

function openScreen(reply: ApiReply, path = '/search-hc-order') {
  const api = signedInWith('OC', { 'GET /search-hc-order/': reply });
  const view = renderWithQuery(
    <Routes>
      <Route path="/search-hc-order" element={<PendingOrdersScreen />} />
      <Route path="*" element={null} />
    </Routes>,
    path,
  );
  return { ...api, ...view };
}

describe('Pending Order', () => {
  it('lists an order on one row with its customer, items, amount and Confirm', async () => {
    openScreen(page([waiting]));
    const table = await screen.findByRole('table', { name: 'Pending orders' });
    const [, row] = within(table).getAllByRole('row');
    if (!row) throw new Error('no order row');
    const cells = within(row);
    expect(cells.getByRole('link', { name: 'H4C8N2RA' })).toBeTruthy();
    expect(cells.getByRole('cell', { name: 'Ravi Menon 9845098450' })).toBeTruthy();
    expect(
      cells.getByRole('cell', {
        name: 'Sheesham Wood Bed x 1 · New Order; Memory Foam Pillow x 2 · New Order',
      }),
    ).toBeTruthy();
    expect(cells.getByRole('cell', { name: '₹25,998.00' })).toBeTruthy();
    expect(cells.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('hands the order of the row whose Confirm was clicked to the confirmation', async () => {
    signedInWith('OC', {});
    const onConfirm = vi.fn();
    const other = { ...waiting, order_random_id: 'Q9W2E4RT', customer_name: 'Meera Iyer' };
    const { user } = renderWithQuery(
      <PartnerOrdersTable
        rows={[waiting, other]}
        error={null}
        onRetry={() => undefined}
        toolbar={null}
        onConfirm={onConfirm}
      />,
      '/search-hc-order',
    );
    const table = await screen.findByRole('table', { name: 'Pending orders' });
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('Meera Iyer'));
    if (!row) throw new Error('no row of Meera Iyer');
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(other);
  });

  it('turns the pages above the table, keeping the order id looked up', async () => {
    const { user, urls } = openScreen(page([waiting], 75), '/search-hc-order?orderId=H4C8');
    await screen.findByRole('table', { name: 'Pending orders' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(urls).toContain('/api/search-hc-order/?limit=50&offset=50&orderId=H4C8'),
    );
  });

  it("says 'No Orders Found...' when nothing waits", async () => {
    openScreen(page([]));
    expect(await screen.findByText('No Orders Found...')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Pending orders' })).toBeNull();
  });
});
