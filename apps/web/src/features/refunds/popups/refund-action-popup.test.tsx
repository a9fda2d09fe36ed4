import type { TRefundAllowedAction, TRefundListRow } from '@backoffice/domain/refunds';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { signedInWith } from '@/lib/testing/signed-in';
import { RefundActionPopup } from './refund-action-popup';

const PATH = 'POST /refunds/process-refund/';
const TOO_LONG = 'Comments must be at most 500 characters';
const PROCESS: TRefundAllowedAction = {
  action_type: 'process',
  label: 'Process Refund',
  to_status: 2,
  needs_comments: false,
  needs_trouble_reason: false,
};

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
  const view = renderWithQuery(
    <RefundActionPopup refund={ROW} action={PROCESS} close={close} />,
    '/refunds',
  );
  const sent = () => calls.filter((c) => `${c.method} ${c.path}` === PATH).map((c) => c.body);
  return { ...view, close, sent };
}

async function processWith(view: ReturnType<typeof openPopup>, comments: string) {
  await view.user.type(screen.getByRole('textbox', { name: 'Comments' }), comments);
  const send = screen.getByRole('button', { name: 'Process Refund' });
  await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
  await view.user.click(send);
}

describe('the refund action popup', () => {
  it("shows the server's refusal of the comment under it and stays open", async () => {
    const view = openPopup({
      status: 400,
      body: { code: 'VALIDATION', error: TOO_LONG, fields: { comments: TOO_LONG } },
    });
    await processWith(view, 'Paid back by the gateway');
    await waitFor(() => expect(view.sent()).toHaveLength(1));
    expect(view.sent()[0]).toEqual({
      refund_id: 41,
      version: 3,
      comments: 'Paid back by the gateway',
    });
    const comments = screen.getByRole('textbox', { name: 'Comments' });
    await waitFor(() => expect(comments.getAttribute('aria-invalid')).toBe('true'));
    expect(view.close).not.toHaveBeenCalled();
  });

  it('shows the stale notice with Reload when the refund changed (409)', async () => {
    const view = openPopup({
      status: 409,
      body: { code: 'STALE', error: 'The refund was changed by someone else.' },
    });
    await processWith(view, 'Paid back');
    expect(await screen.findByText('Changed by someone else')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDefined();
    expect(view.close).not.toHaveBeenCalled();
  });
});
