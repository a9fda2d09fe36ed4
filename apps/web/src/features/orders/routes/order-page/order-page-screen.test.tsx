import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiReply } from '@/lib/testing/mock-api';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { aBill, aCart, anOrder } from '@/lib/testing/order-fixtures';
import { signedInWith } from '@/lib/testing/signed-in';
import { OrderPageScreen } from './order-page-screen';

const toast = vi.spyOn(notifications, 'show').mockReturnValue('toast');
afterEach(() => toast.mockClear());

function openOrder(
  order = anOrder(),
  update: ApiReply = { body: {} },
  bill: ApiReply = { body: aBill() },
) {
  const api = signedInWith('CET,OC', {
    'GET /backend-orders/K7Q2M9XA/': { body: order },
    'GET /billing-details/': bill,
    'POST /update-order/': update,
    'POST /update-fba-order/': update,
  });
  const view = renderAsApp(
    <Routes>
      <Route path="/:orderAddress" element={<OrderPageScreen />} />
    </Routes>,
    '/ORDERK7Q2M9XA',
  );
  return { ...api, ...view };
}

async function confirmCart(user: ReturnType<typeof openOrder>['user']) {
  const cart = await screen.findByRole('region', { name: 'Cart 981234' });
  await user.click(await within(cart).findByRole('button', { name: 'Change status' }));
  const dialog = screen.getByRole('dialog', { name: 'Change status of cart 981234' });
  await user.click(within(dialog).getByRole('textbox', { name: 'New status' }));
  await user.click(screen.getByRole('option', { name: 'Confirmed' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Confirmed on call');
  await user.click(within(dialog).getByRole('button', { name: 'Update status' }));
}

const orderLoads = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/backend-orders/K7Q2M9XA/').length;

describe('order page', () => {
  it('shows the order, its customer and carts, and no cancellation when no cart may be cancelled', async () => {
    openOrder();
    expect(await screen.findByRole('heading', { name: 'Order K7Q2M9XA' })).toBeTruthy();
    expect((await screen.findByRole('region', { name: 'Customer' })).textContent).toContain(
      'Asha Rao',
    );
    expect(screen.getByRole('region', { name: 'Billing address' }).textContent).toContain(
      'Same as shipping address',
    );
    expect(screen.getByRole('region', { name: 'Order summary' }).textContent).toContain('COD');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it("shows the order's money from its bill, cancelled carts left out as the bill leaves them", async () => {
    const cancelled = aCart({ cart_pid: 981235, orm_order_status: 4, status_label: 'Cancelled' });
    const { calls } = openOrder(anOrder({ carts: [aCart(), cancelled] }));
    const money = await screen.findByRole('region', { name: 'Money' });
    expect(
      await within(money).findByRole('status', { name: 'Payment state: Unpaid' }),
    ).toBeTruthy();
    const value = (label: string) =>
      within(money).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Total')).toBe('₹18,999.00');
    expect(value('Discounts')).toBe('₹6,000.00');
    expect(value('Payable')).toBe('₹12,999.00');
    expect(value('Paid')).toBe('₹0.00');
    expect(value('Due')).toBe('₹12,999.00');
    expect(money.textContent).toContain('No payment link is open');
    expect(calls).toContainEqual(expect.objectContaining({ path: '/billing-details/' }));
  });

  it("says Unpaid, never paid online, while an online order's only link is pending", async () => {
    const pending = aBill({
      payment_type: 'ONLINE',
      pending_links: [
        { transaction_id: 'TXN-1', amount: 12999, expires_at: '2026-11-21T09:12:00.000Z' },
      ],
      pending_links_total: 12999,
    });
    openOrder(anOrder({ payment_type: 'ONLINE', payment_method: 'Juspay' }), undefined, {
      body: pending,
    });
    const money = await screen.findByRole('region', { name: 'Money' });
    expect(
      await within(money).findByRole('status', { name: 'Payment state: Unpaid' }),
    ).toBeTruthy();
    expect(money.textContent).toContain('Pending links (1): ₹12,999.00 asked, not yet paid');
    expect(money.textContent).not.toMatch(/Juspay|Paid online/);
  });

  it('shows what was paid by each mode and a Paid badge once nothing is due', async () => {
    const paid = aBill({
      paid_by_mode: [{ mode: 'Juspay', amount: 12999 }],
      paid: 12999,
      due: 0,
      payment_state: 'paid',
    });
    openOrder(anOrder(), undefined, { body: paid });
    const money = await screen.findByRole('region', { name: 'Money' });
    expect(await within(money).findByRole('status', { name: 'Payment state: Paid' })).toBeTruthy();
    expect(money.textContent).toContain('Juspay ₹12,999.00');
    expect(money.textContent).toContain('₹0.00');
  });

  it('tells when the bill cannot be read, and reads it again on Retry', async () => {
    const { user, calls } = openOrder(anOrder(), undefined, {
      status: 500,
      body: { error: 'Something Went Wrong!' },
    });
    const money = await screen.findByRole('region', { name: 'Money' });
    expect(await within(money).findByText('Something Went Wrong!')).toBeTruthy();
    await user.click(within(money).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/billing-details/').length).toBeGreaterThan(1),
    );
  });

  it('changes the status of a marketplace-fulfilled cart through update-fba-order', async () => {
    const cart = aCart({ orm_order_status: 2, status_label: 'Confirmed' });
    const { user, calls } = openOrder(
      anOrder({ affiliate_id: 9, carts: [aCart({ allowed_targets: [1, 2, 14] })] }),
      { body: { success: true, message: 'Status changed to Confirmed', cart } },
    );
    await confirmCart(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/update-fba-order/' }),
    );
    expect(calls.some((c) => c.path === '/update-order/')).toBe(false);
  });

  it('offers Cancel order when some cart may go to Cancelled, and shows a Hold reason', async () => {
    const held = aCart({
      cart_pid: 981235,
      orm_order_status: 14,
      status_label: 'Hold',
      shipment_not_possible: true,
      shipment_stop_reason: 3,
    });
    openOrder(anOrder({ carts: [aCart({ allowed_targets: [1, 2, 4] }), held] }));
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Cart 981235' }).textContent).toContain(
      'Hold reason: Customer Request',
    );
  });

  it("changes a cart's status with its version, then reloads the order", async () => {
    const cart = aCart({ version: 3, status_label: 'Confirmed', orm_order_status: 2 });
    const { user, calls } = openOrder(anOrder(), {
      body: { success: true, message: 'Status updated', cart },
    });
    await confirmCart(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: '/update-order/',
        body: {
          cart_pid: 981234,
          version: 3,
          orm_order_status: 2,
          comment: 'Confirmed on call',
          shipment_stop_reason: null,
        },
      }),
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: 'Status updated' }),
    );
    await waitFor(() => expect(orderLoads(calls)).toBe(2));
    await waitFor(() => expect(calls.filter((c) => c.path === '/billing-details/').length).toBe(2));
    expect(calls.some((c) => c.path === '/update-fba-order/')).toBe(false);
  });

  it("shows a refused update's message as a warning and keeps the form", async () => {
    const { user } = openOrder(anOrder(), {
      body: { success: false, message: 'Stock is not available', cart: null },
    });
    await confirmCart(user);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'yellow', message: 'Stock is not available' }),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Change status of cart 981234' })).toBeTruthy();
  });

  it('keeps the form and the comment after a stale write, and sends the new version after Reload', async () => {
    const conflict = 'This record was changed by someone else. Reload and try again.';
    let loads = 0;
    let updates = 0;
    const { calls } = signedInWith('CET,OC', {
      // The order as someone else left it: its cart is at version 4 once read again.
      'GET /backend-orders/K7Q2M9XA/': () => {
        loads += 1;
        return { body: anOrder({ carts: [aCart({ version: loads === 1 ? 3 : 4 })] }) };
      },
      'GET /billing-details/': { body: aBill() },
      'POST /update-order/': () => {
        updates += 1;
        return updates === 1
          ? { status: 409, body: { code: 'STALE', error: conflict } }
          : { body: { success: true, message: 'Status updated', cart: aCart({ version: 5 }) } };
      },
    });
    const { user } = renderAsApp(
      <Routes>
        <Route path="/:orderAddress" element={<OrderPageScreen />} />
      </Routes>,
      '/ORDERK7Q2M9XA',
    );
    await confirmCart(user);
    const dialog = screen.getByRole('dialog', { name: 'Change status of cart 981234' });
    const notice = await within(dialog).findByRole('alert');
    expect(notice.textContent).toContain(conflict);
    expect(
      within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Comment' }).value,
    ).toBe('Confirmed on call');

    await user.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.filter((c) => c.path === '/update-order/').map((c) => c.body);
    expect(sent).toEqual([
      expect.objectContaining({ version: 3, comment: 'Confirmed on call' }),
      expect.objectContaining({ version: 4, comment: 'Confirmed on call' }),
    ]);
  });
});
