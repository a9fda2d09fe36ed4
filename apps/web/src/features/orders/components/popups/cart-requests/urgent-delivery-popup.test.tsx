import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
