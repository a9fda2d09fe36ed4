import type { RetailOrderRow } from '@backoffice/domain/retail/pos';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi, type ApiReply } from '@/lib/testing/mock-api';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { SearchRetailOrderScreen } from './search-retail-order-screen';

const aRow = (over: Partial<RetailOrderRow> = {}): RetailOrderRow => ({
  order_random_id: 'RPPLC001',
  order_placed_by_id: 15,
  cart_detail: [{ item_sku: 'MAT-DUAL-72x48x5' }],
  total_net_mrp: 12_999,
  total_net_discount: 4_000,
  total_delivery_charges: 0,
  total_net_price: 8_999,
  total_order_amount: 8_999,
  coupon_code: null,
  pos_order_status: 'Placed',
  create_timestamp: '2026-11-24T05:30:00.000Z',
  placed_order_random_id: 'K7QW2P9M',
  ...over,
});

const open = (orders: ApiReply) => {
  rememberSignIn('sign-in-1');
  const calls = mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': { body: userDetails({ login_id: 15, login_role: 'Retail Agent' }) },
    'GET /retail/orders/': orders,
  });
  return { calls, ...renderAsApp(<SearchRetailOrderScreen />, '/search-retail-order') };
};

describe('/search-retail-order', () => {
  it("lists the store's orders with links to the detail page and the placed order", async () => {
    open({ body: { order_detail: [aRow()], offset: 0, total: 1, limit: 50 } });
    const table = await screen.findByRole('table', { name: 'Retail orders' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getByRole('link', { name: 'RPPLC001' }).getAttribute('href')).toBe(
      '/retail-order-detail/RPPLC001/',
    );
    expect(within(row!).getByRole('link', { name: 'K7QW2P9M' }).getAttribute('href')).toBe(
      '/order-search?orderId=K7QW2P9M',
    );
    expect(within(row!).getByText('Placed')).toBeTruthy();
    expect(within(row!).getAllByText('₹8,999.00')).toHaveLength(2);
  });

  it("shows 'No Orders Found...' when the search finds none", async () => {
    open({ body: { order_detail: [], offset: 0, total: 0, limit: 50 } });
    expect(await screen.findByText('No Orders Found...')).toBeTruthy();
  });

  it('searches by the typed mobile', async () => {
    const { calls, user } = open({
      body: { order_detail: [aRow()], offset: 0, total: 1, limit: 50 },
    });
    await screen.findByRole('table', { name: 'Retail orders' });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), '7099100001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/retail/orders/').length).toBeGreaterThan(1),
    );
  });
});
