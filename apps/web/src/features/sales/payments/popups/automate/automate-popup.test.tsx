import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentOrderActions } from '@/features/sales/order-page-actions';
import { openAction } from '@/lib/testing/open-order-action';
import { anOrder } from '@/lib/testing/order-fixtures';

const automate = paymentOrderActions.find((action) => action.key === 'automate');
const PATH = 'POST /automate/';

describe('Automate checks on the order page', () => {
  it("runs the order's checks at its version and shows what it found, link by link", async () => {
    const { user, calls } = openAction(
      automate,
      {
        [PATH]: {
          body: {
            success: true,
            message: 'Checked 2 payment links',
            order_random_id: 'K7Q2M9XA',
            version: 5,
            findings: [
              {
                transaction_id: 'PL123',
                status: 'pending',
                changed: false,
                text: 'Link PL123 is still pending',
              },
              {
                transaction_id: 'PL124',
                status: 'paid',
                changed: true,
                text: 'Link PL124 was paid: ₹1,500.00 recorded',
              },
            ],
          },
        },
      },
      { order: anOrder({ order_random_id: 'K7Q2M9XA', version: 4 }) },
    );
    await user.click(await screen.findByRole('button', { name: 'Run checks' }));
    const found = await screen.findByRole('status', { name: 'What the checks found' });
    expect(within(found).getByText('Checked 2 payment links')).toBeDefined();
    expect(
      within(found)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Link PL123 is still pending', 'Link PL124 was paid: ₹1,500.00 recorded']);
    const sent = calls.filter((c) => `${c.method} ${c.path}` === PATH);
    expect(sent.map((c) => c.body)).toEqual([{ order_random_id: 'K7Q2M9XA', version: 4 }]);
  });

  it('says so when the order has no pending link, and keeps the button after a refusal', async () => {
    let refuse = true;
    const { user } = openAction(automate, {
      [PATH]: () =>
        refuse
          ? {
              status: 409,
              body: {
                code: 'STALE',
                error_code: 'STALE',
                error: 'This record was changed by someone else. Reload and try again.',
              },
            }
          : {
              body: {
                success: true,
                message: 'No pending payment links to check',
                order_random_id: 'K7Q2M9XA',
                version: 4,
                findings: [],
              },
            },
    });
    const run = await screen.findByRole('button', { name: 'Run checks' });
    await user.click(run);
    await waitFor(() => expect(run.hasAttribute('data-loading')).toBe(false));
    expect(screen.getByRole('button', { name: 'Run checks' })).toBeDefined();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Run checks' }));
    const found = await screen.findByRole('status', { name: 'What the checks found' });
    expect(found.textContent).toBe('No pending payment links to check');
  });
});
