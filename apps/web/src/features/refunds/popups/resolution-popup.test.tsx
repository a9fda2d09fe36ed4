import { REFUND_RESOLUTIONS, type TRefundListRow } from '@backoffice/domain/refunds';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { signedInWith } from '@/lib/testing/signed-in';
import { ResolutionPopup } from './resolution-popup';

const PATH = 'POST /refund-resolution/';
const SUCCESS = 'MANUAL_REVIEW_FROM_PG_DASHBOARD_SUCCESS';
const NOT_IN_REVIEW = 'This refund is not in manual review';

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
  can_resolve: true,
};

function openPopup(reply: Parameters<typeof signedInWith>[1][string]) {
  const close = vi.fn();
  const { calls } = signedInWith('FINANCE', {
    'GET /refund-status/41/': { body: STATUS },
    'GET /resolution-details/41/': { body: { results: [] } },
    [PATH]: reply,
  });
  const view = renderWithQuery(<ResolutionPopup refund={ROW} close={close} />, '/refunds');
  const sent = () => calls.filter((c) => `${c.method} ${c.path}` === PATH).map((c) => c.body);
  return { ...view, close, sent };
}

describe('the resolution popup', () => {
  it("asks for a resolution with the domain's message, then sends it with the version read", async () => {
    const view = openPopup({ status: 400, body: { code: 'VALIDATION', error: NOT_IN_REVIEW } });
    await view.user.click(await screen.findByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Choose whether the refund succeeded or failed')).toBeDefined();
    expect(view.sent()).toEqual([]);

    await view.user.click(
      screen.getByRole('radio', { name: `${REFUND_RESOLUTIONS[SUCCESS].label} (${SUCCESS})` }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(view.sent()).toHaveLength(1));
    expect(view.sent()[0]).toEqual({ refund_id: 41, resolution: SUCCESS, version: 3 });
  });

  it('shows the stale notice with Reload on 409', async () => {
    const view = openPopup({
      status: 409,
      body: { code: 'STALE', error: 'The refund was changed by someone else.' },
    });
    await view.user.click(
      await screen.findByRole('radio', {
        name: `${REFUND_RESOLUTIONS[SUCCESS].label} (${SUCCESS})`,
      }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Changed by someone else')).toBeDefined();
    expect(view.close).not.toHaveBeenCalled();
  });
});
