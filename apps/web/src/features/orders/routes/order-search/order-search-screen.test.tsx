import type { OrderSearchRow } from '@backoffice/domain/orders';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import type { ApiReply } from '@/lib/testing/mock-api';
import { ShowAddress } from '@/features/orders/testing/show-address';
import { signedInWith } from '@/lib/testing/signed-in';
import { OrderSearchScreen } from './order-search-screen';

const found: OrderSearchRow = {
  order_random_id: 'K7Q2M9XA',
  affiliate_id: 0,
  channel: 'Acme Beds',
  customer_name: 'Asha Rao',
  mobile_number: '9845012345',
  email: 'asha@example.com',
  created_at: '2026-11-20T09:12:00.000Z',
  matched_by: 'name',
  carts: [
    {
      cart_pid: 981234,
      item_name: 'Ortho Mattress',
      orm_order_status: 1,
      status_label: 'New Order',
    },
  ],
};
const answer = (results: OrderSearchRow[]): ApiReply => ({
  body: { count: results.length, count_capped: false, limit: 50, offset: 0, results },
});

function openSearch(path: string, reply = answer([found])) {
  const api = signedInWith('TEAML', { 'GET /universal-order-search/': reply }, 6);
  const view = renderWithQuery(
    <>
      <Routes>
        <Route path="/order-search" element={<OrderSearchScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <ShowAddress />
    </>,
    path,
  );
  return { ...api, ...view };
}

const searchButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Search' });
const address = () => screen.getByRole('status', { name: 'Current address' }).textContent;

describe('Universal Search', () => {
  it('keeps Search disabled while the box is empty or blank, and sends the term lower-cased', async () => {
    const { user, urls } = openSearch('/order-search');
    const box = await screen.findByRole('textbox', { name: 'Search orders' });
    expect(searchButton().disabled).toBe(true);
    await user.type(box, '   ');
    expect(searchButton().disabled).toBe(true);
    await user.type(box, ' Asha ');
    expect(searchButton().disabled).toBe(false);
    await user.click(searchButton());
    await waitFor(() => expect(address()).toBe('/order-search?search=asha'));
    expect(await screen.findByRole('link', { name: 'K7Q2M9XA' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Name' })).toBeTruthy();
    expect(urls).toContain('/api/universal-order-search/?search=asha&limit=50&offset=0');
  });

  it("says 'No Orders Found...' when nothing matches", async () => {
    openSearch('/order-search?search=nobody', answer([]));
    expect(await screen.findByText('No Orders Found...')).toBeTruthy();
  });

  it('shows a capped count as a lower bound', async () => {
    openSearch('/order-search?search=asha', {
      body: { count: 1000, count_capped: true, limit: 50, offset: 0, results: [found] },
    });
    expect(await screen.findByText('(1,000+)')).toBeTruthy();
  });

  it('opens the order named by ?orderId= directly', async () => {
    openSearch('/order-search?orderId=k7q2m9xa&ucid=call-77');
    await waitFor(() => expect(address()).toBe('/ORDERK7Q2M9XA?ucid=call-77'));
  });

  it('marks a call-centre context and keeps it on the links to the order page', async () => {
    openSearch('/order-search?search=asha&ucid=call-77');
    expect(await screen.findByText('Call centre')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'K7Q2M9XA' });
    expect(link.getAttribute('href')).toBe('/ORDERK7Q2M9XA?ucid=call-77');
  });

  it('lists each order on one line with its carts, and opens the focused one with Enter', async () => {
    const { user } = openSearch('/order-search?search=asha&ucid=call-77');
    const table = await screen.findByRole('table', { name: 'Orders found' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getByTitle('981234 · Ortho Mattress (New Order)')).toBeTruthy();
    await user.click(within(row!).getByText('asha@example.com'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(address()).toBe('/ORDERK7Q2M9XA?ucid=call-77'));
  });
});
