import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCart, anOrder } from '@/lib/testing/order-fixtures';
import { cartRequestActions } from '@/features/orders/order-page-actions';
import { openAction } from '@/lib/testing/open-order-action';

const urgentDelivery = cartRequestActions.find((action) => action.key === 'urgent-delivery');
const cart = aCart({ version: 4 });

describe('urgent delivery popup', () => {
  it('waits for a comment, then asks with the cart and the version read', async () => {
    const { user, calls } = openAction(
      urgentDelivery,
      {
        'POST /urgent-delivery/': {
          body: { success: true, message: 'Updated Successfully!', cart_pid: 981234, version: 5 },
        },
      },
      { order: anOrder({ carts: [cart] }), cart },
    );
    await screen.findByRole('dialog', { name: 'Urgent Delivery' });
    expect(screen.getByText('Are you sure want to perform this action?')).toBeDefined();
    const confirm = screen.getByRole('button', { name: 'Request Urgent Delivery' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), '  ');
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Wedding on Sunday');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === '/urgent-delivery/')?.body).toEqual({
      cart_pid: 981234,
      version: 4,
      comment: 'Wedding on Sunday',
    });
  });

  it('keeps the popup and the comment when the network is down, and says so', async () => {
    const toast = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    const { user } = openAction(urgentDelivery, {}, { order: anOrder({ carts: [cart] }), cart });
    await screen.findByRole('dialog', { name: 'Urgent Delivery' });
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Wedding on Sunday');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(screen.getByRole('button', { name: 'Request Urgent Delivery' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          message: 'Cannot reach the server. Check the network and try again.',
        }),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Urgent Delivery' })).toBeDefined();
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveProperty(
      'value',
      'Wedding on Sunday',
    );
    toast.mockRestore();
  });

  it('keeps the popup and the comment on a stale cart, with the conflict and Reload', async () => {
    const conflict = 'This record was changed by someone else. Reload and try again.';
    const { user } = openAction(
      urgentDelivery,
      { 'POST /urgent-delivery/': { status: 409, body: { code: 'STALE', error: conflict } } },
      { order: anOrder({ carts: [cart] }), cart },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Urgent Delivery' });
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Wedding on Sunday');
    await user.click(screen.getByRole('button', { name: 'Request Urgent Delivery' }));
    expect((await screen.findByRole('alert')).textContent).toContain(conflict);
    expect(dialog.isConnected).toBe(true);
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveProperty(
      'value',
      'Wedding on Sunday',
    );
  });
});
