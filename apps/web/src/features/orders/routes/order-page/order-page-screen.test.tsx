import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiReply } from '@/lib/testing/mock-api';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { aCart, anOrder } from '@/lib/testing/order-fixtures';
import { signedInWith } from '@/lib/testing/signed-in';
import { OrderPageScreen } from './order-page-screen';

const toast = vi.spyOn(notifications, 'show').mockReturnValue('toast');
afterEach(() => toast.mockClear());

function openOrder(order = anOrder(), update: ApiReply = { body: {} }) {
  const api = signedInWith('CET,OC', {
    'GET /backend-orders/K7Q2M9XA/': { body: order },
    'POST /update-order/': update,
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
    expect(screen.getByRole('region', { name: 'Order summary' }).textContent).toContain(
      '₹18,999.00',
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
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

  it('reloads the order and closes the form after a stale write', async () => {
    const stale = {
      status: 409,
      body: { error: 'This record was changed by someone else. Reload and try again.' },
    };
    const { user, calls } = openOrder(anOrder(), stale);
    await confirmCart(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'This record was changed by someone else. Reload and try again.',
      }),
    );
    await waitFor(() => expect(orderLoads(calls)).toBe(2));
  });
});
