import type { CartModificationView } from '@backoffice/domain/sales/place-order';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { ModificationTable } from './modification-table';

/** A change of the mattress to a wider one whose ₹4,000 is asked by a payment link. */
function aModification(overrides: Partial<CartModificationView> = {}): CartModificationView {
  return {
    id: 41,
    cart_pid: 981234,
    addon_created_datetime: '2026-03-02T10:00:00.000Z',
    addon_item_sku: 'MAT-ORTHO-72x48x6',
    addon_dimensions: '72 x 48 x 6 in',
    addon_item_quantity: 1,
    addon_item_price: 15999,
    addon_effective_price: 4000,
    addon_payment_extra_or_refund: 'extra',
    addon_payment_type: 'ONLINE',
    addon_payment_source: 'Juspay',
    addon_payment_tracking_id: null,
    addon_extra_payment_status: 'pending',
    addon_extra_payment_status_label: 'Awaiting payment',
    addon_reason: 1,
    addon_reason_label: 'Dimensions Change',
    addon_comments: 'Customer wants a wider mattress',
    before: {
      item_sku: 'MAT-ORTHO-72x36x6',
      item_dimensions: '72 x 36 x 6 in',
      item_quantity: 1,
      item_price: 11999,
    },
    modified_by: { login_id: 12, name: 'Sales Demo' },
    transaction_id: 'sbx_m7x1_1',
    version: 2,
    ...overrides,
  };
}

const paid = aModification({
  id: 40,
  addon_extra_payment_status: 'paid',
  addon_extra_payment_status_label: 'Paid',
  transaction_id: 'sbx_m7x0_1',
});

function renderTable(role = 'CET', rows = [aModification(), paid]) {
  rememberSignIn('sign-in-1');
  const calls = mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': { body: userDetails({ role }) },
    'POST /cancel-backend-addon/': {
      body: {
        success: true,
        message: 'Add-on payment cancelled',
        addon: {
          temp_addon_id: 41,
          order_random_id: 'K7Q2M9XA',
          affiliate_id: 0,
          cart_pid: 981234,
          amount: 4000,
          extra_or_refund: 'extra',
          payment_type: 'ONLINE',
          payment_via: 'Juspay',
          payment_status: 'cancelled',
          payment_status_label: 'Payment cancelled',
          payment_link: {
            transaction_id: 'sbx_m7x1_1',
            status: 'cancelled',
            expires_at: '2026-03-03T10:00:00.000Z',
          },
          version: 3,
        },
      },
    },
  });
  renderWithQuery(
    <ModificationTable rows={rows} affiliateId={0} cartPid={981234} />,
    '/cart-edit/0/981234/',
  );
  return { calls, user: userEvent.setup() };
}

const cancelCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((c) => c.path === '/cancel-backend-addon/');

describe('the modification table', () => {
  it('shows each change on one row: from, to, the balance and the payment with its link', async () => {
    renderTable();
    // Once the user is known, the change awaiting its link offers Cancel payment.
    await screen.findByRole('button', { name: 'Cancel payment' });
    const table = screen.getByRole('table', { name: 'Modification history' });
    const [, awaited] = within(table).getAllByRole('row');
    if (!awaited) throw new Error('no change row');
    const cells = within(awaited)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual([
      'Dimensions Change',
      'MAT-ORTHO-72x36x6 x 1',
      'MAT-ORTHO-72x48x6 x 1',
      'Extra ₹4,000.00',
      'Awaiting payment sbx_m7x1_1',
      'Sales Demo',
      'Cancel payment',
    ]);
  });

  it('says so when the cart was never modified', async () => {
    renderTable('CET', []);
    expect(await screen.findByText('This cart has not been modified.')).toBeDefined();
    expect(screen.queryByRole('table', { name: 'Modification history' })).toBeNull();
  });

  it('cancels a pending payment after a reason and a confirm, with the row’s version', async () => {
    const { calls, user } = renderTable();
    const actions = await screen.findAllByRole('button', { name: 'Cancel payment' });
    // Only the change awaiting its link offers it; the paid one does not.
    expect(actions).toHaveLength(1);
    await user.click(actions[0] as HTMLElement);

    const form = screen.getByRole('form', { name: 'Cancel payment' });
    await user.click(within(form).getByRole('button', { name: 'Cancel payment' }));
    expect(await within(form).findByText('Reason is Required!')).toBeDefined();
    expect(cancelCalls(calls)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Customer keeps 36 in');
    await user.click(within(form).getByRole('button', { name: 'Cancel payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel payment' });
    expect(
      within(dialog).getByText(/Cancel the payment of ₹4,000.00 for this change\?/),
    ).toBeDefined();
    // No closes the question and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancelCalls(calls)).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Cancel payment' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel payment' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await waitFor(() => expect(cancelCalls(calls)).toHaveLength(1));
    expect(cancelCalls(calls)[0]?.body).toEqual({
      temp_addon_id: 41,
      comments: 'Customer keeps 36 in',
      version: 2,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Cancel payment' })).toBeNull());
  });

  it('offers no cancel to whoever may not cancel payment links', async () => {
    const { calls } = renderTable('FINANCE');
    await waitFor(() => expect(calls.some((c) => c.path === '/user-details/')).toBe(true));
    // Once the user is known the table is drawn for them: no action column for Finance.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Awaiting payment')).toBeDefined();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel payment' })).toBeNull();
  });
});
