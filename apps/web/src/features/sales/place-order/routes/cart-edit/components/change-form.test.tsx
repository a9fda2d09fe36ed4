import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { aBackendOrder, aPickedItem } from '@/features/sales/place-order/testing/fixtures';
import { ChangeForm } from './change-form';

function renderForm(loaded = aBackendOrder(), picked = aPickedItem()) {
  rememberSignIn('sign-in-1');
  const calls = mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': { body: userDetails() },
    'POST /editcart/': {
      body: { success: true, message: 'Cart modified', order_random_id: 'K7Q2M9XA' },
    },
  });
  renderWithQuery(
    <ChangeForm loaded={loaded} picked={picked} onCancel={() => undefined} />,
    '/cart-edit/0/981234/',
  );
  return { calls, user: userEvent.setup() };
}

describe('the cart change form', () => {
  it('asks how an online order pays the difference, and a comment, before Modify Cart', async () => {
    const { calls, user } = renderForm();
    expect(screen.getByLabelText('Price difference').textContent).toBe(
      'Price difference: extra payment of ₹4,000.00',
    );
    await user.click(screen.getByRole('button', { name: 'Modify Cart' }));
    expect(await screen.findByText('Comment is Required!')).toBeDefined();
    expect(screen.getByText('Required!')).toBeDefined();
    expect(calls.some((c) => c.path === '/editcart/')).toBe(false);
    // Until the payment is chosen the balance is still due, never 'nothing to pay'.
    expect(
      screen.getByText('An extra payment of ₹4,000.00 is due: choose how the customer pays it.'),
    ).toBeDefined();
    expect(screen.queryByText('Nothing to pay either way.')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'ONLINE' }));
    // Juspay is the only via offered: it is chosen without asking.
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Payment Via' }).value).toBe(
        'Juspay',
      ),
    );
    expect(screen.getByText(/^A payment link of ₹4,000.00 is sent/)).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Wider mattress');
    await user.click(screen.getByRole('button', { name: 'Modify Cart' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/editcart/')).toBe(true));
    expect(calls.find((c) => c.path === '/editcart/')?.body).toMatchObject({
      cart_pid: 981234,
      version: 3,
      item_sku: 'MAT-ORTHO-72x48x6',
      diff_amount: 4000,
      extra_or_refund: 'extra',
      payment: { payment_type: 'ONLINE', payment_via: 'Juspay', payment_tracking_id: null },
      comments: 'Wider mattress',
    });
  });

  it('tells a COD order the balance is collected on delivery, without a payment form', () => {
    renderForm(aBackendOrder({ payment_type: 'COD' }));
    expect(screen.queryByRole('radio', { name: 'ONLINE' })).toBeNull();
    expect(
      screen.getByText('A cash on delivery order: the balance is collected on delivery.'),
    ).toBeDefined();
  });

  it('records a refund of a cheaper item', () => {
    renderForm(aBackendOrder(), aPickedItem({ diff_amount: 1500, extra_or_refund: 'refund' }));
    expect(screen.getByText('A refund of ₹1,500.00 is recorded for the customer.')).toBeDefined();
  });
});
