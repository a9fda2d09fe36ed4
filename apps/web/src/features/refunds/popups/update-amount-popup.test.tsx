import { REFUND_MONEY_MESSAGES, type TRefundListRow } from '@backoffice/domain/refunds';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { signedInWith } from '@/lib/testing/signed-in';
import { UpdateAmountPopup } from './update-amount-popup';

const PATH = 'POST /update-amount/';
const TOO_MUCH = 'Only Rs 2,000 is left to refund on this cart';

const ROW: TRefundListRow = {
  refund_id: 41,
  version: 3,
  order_random_id: 'K7Q2M9XA',
  cart_id: 901,
  affiliate_id: 0,
  customer_name: 'Meera Nair',
  customer_mobile: '9876543210',
  item_sku: 'BED-Q-01',
  item_name: 'Queen Bed',
  amount: 2500,
  status: 1,
  status_label: 'Refund Initiated',
  automation_status: 'NOT_INITIATED',
  trouble_reason_id: null,
  trouble_reason: null,
  has_bank_details: true,
  bank_details_verified: false,
  comments: null,
  created_at: '2026-11-20T05:00:00.000Z',
  updated_at: '2026-11-20T05:00:00.000Z',
};

const STATUS = {
  refund_id: 41,
  version: 3,
  status: 1,
  status_label: 'Refund Initiated',
  automation_status: 'NOT_INITIATED',
  statuses: [],
  actions: [],
  trouble_reasons: [],
  can_resolve: false,
};

function openPopup(reply: Parameters<typeof signedInWith>[1][string]) {
  const close = vi.fn();
  const { calls } = signedInWith('FINANCE', {
    'GET /refund-status/41/': { body: STATUS },
    [PATH]: reply,
  });
  const view = renderWithQuery(<UpdateAmountPopup refund={ROW} close={close} />, '/refunds');
  const sent = () => calls.filter((c) => `${c.method} ${c.path}` === PATH).map((c) => c.body);
  const amount = () => screen.getByRole('textbox', { name: /Refund Amount/ });
  return { ...view, close, sent, amount };
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
