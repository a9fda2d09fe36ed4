import { REFUND_MONEY_MESSAGES } from '@backoffice/domain/refunds';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aRefundRow,
  openRefundPopup,
  type Reply,
} from '@/features/refunds/testing/refund-fixtures';
import { UpdateAmountPopup } from './update-amount-popup';

const PATH = 'POST /update-amount/';
const TOO_MUCH = 'Only Rs 2,000 is left to refund on this cart';

function openPopup(reply: Reply) {
  const view = openRefundPopup({
    popup: (close) => <UpdateAmountPopup refund={aRefundRow()} close={close} />,
    write: PATH,
    reply,
  });
  const amount = () => screen.getByRole('textbox', { name: /Refund Amount/ });
  return { ...view, amount };
}

async function typeAmount(view: ReturnType<typeof openPopup>, amount: string) {
  await view.user.clear(view.amount());
  await view.user.type(view.amount(), amount);
  const send = screen.getByRole('button', { name: 'Update Amount' });
  await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
  await view.user.click(send);
}

describe('the update amount popup', () => {
  it("checks the amount by the domain's rule, then sends rupees with the version read", async () => {
    const view = openPopup({
      body: {
        success: true,
        message: 'Refund amount updated',
        refund: {
          refund_id: 41,
          version: 4,
          category_id: 1,
          category_slug: 'return-orders',
          platform: 'product',
          order_random_id: 'K7Q2M9XA',
          cart_id: 901,
          affiliate_id: 0,
          amount: 1800.5,
          status: 1,
          status_label: 'Refund Initiated',
          automation_status: 'NOT_INITIATED',
          updated_at: '2026-11-20T06:00:00.000Z',
        },
      },
    });
    await typeAmount(view, '0');
    expect(await screen.findByText(REFUND_MONEY_MESSAGES.amountPositive)).toBeDefined();
    expect(view.sent()).toEqual([]);

    await typeAmount(view, '1800.5');
    await waitFor(() => expect(view.close).toHaveBeenCalled());
    expect(view.sent()).toEqual([{ refund_id: 41, version: 3, amount: 1800.5 }]);
  });

  it("shows the server's refusal of the amount under it", async () => {
    const view = openPopup({
      status: 400,
      body: { code: 'VALIDATION', error: TOO_MUCH, fields: { amount: TOO_MUCH } },
    });
    await typeAmount(view, '2400');
    await waitFor(() => expect(view.amount().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(TOO_MUCH).length).toBeGreaterThan(0);
    expect(view.close).not.toHaveBeenCalled();
  });

  it('shows the stale notice with Reload on 409', async () => {
    const view = openPopup({
      status: 409,
      body: { code: 'STALE', error: 'The refund was changed by someone else.' },
    });
    await typeAmount(view, '2400');
    expect(await screen.findByText('Changed by someone else')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDefined();
    expect(view.close).not.toHaveBeenCalled();
  });
});
