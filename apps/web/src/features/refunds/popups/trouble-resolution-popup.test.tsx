import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aRefundRow,
  openRefundPopup,
  type Reply,
} from '@/features/refunds/testing/refund-fixtures';
import { TroubleResolutionPopup } from './trouble-resolution-popup';

const PATH = 'POST /trouble-resolution-details/';
const TOO_LONG = 'Comments must be at most 1000 characters';

const OPEN_TROUBLE = {
  id: 7,
  refund_id: 41,
  trouble_reason: 2,
  trouble_reason_label: 'Wrong Bank Details',
  comments: null,
  raised_by: null,
  raised_at: '2026-11-20T05:00:00.000Z',
  resolution_details: null,
  resolved_by: null,
  resolved_at: null,
};

const openPopup = (reply: Reply) =>
  openRefundPopup({
    popup: (close) => <TroubleResolutionPopup refund={aRefundRow({ status: 3 })} close={close} />,
    write: PATH,
    reply,
    reads: { 'GET /trouble-resolution-details/': { body: { results: [OPEN_TROUBLE] } } },
  });

async function resolve(view: ReturnType<typeof openPopup>, details: string) {
  if (details !== '') {
    await view.user.type(
      await screen.findByRole('textbox', { name: /Resolution Details/ }),
      details,
    );
  }
  const send = await screen.findByRole('button', { name: 'Resolve Trouble' });
  await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
  await view.user.click(send);
}

describe('the trouble resolution popup', () => {
  it("asks for the details, then sends the open trouble's reason with the version read", async () => {
    const view = openPopup({ status: 400, body: { code: 'VALIDATION', error: 'x' } });
    await resolve(view, '');
    expect(await screen.findByText('Enter the resolution details')).toBeDefined();
    expect(view.sent()).toEqual([]);

    await resolve(view, 'Customer corrected the IFSC');
    await waitFor(() => expect(view.sent()).toHaveLength(1));
    expect(view.sent()[0]).toEqual({
      refund_id: 41,
      trouble_reason: 2,
      resolution_details: 'Customer corrected the IFSC',
      version: 3,
    });
  });

  it("shows the server's refusal of the details under them", async () => {
    const view = openPopup({
      status: 400,
      body: { code: 'VALIDATION', error: TOO_LONG, fields: { resolution_details: TOO_LONG } },
    });
    await resolve(view, 'Customer corrected the IFSC');
    const details = screen.getByRole('textbox', { name: /Resolution Details/ });
    await waitFor(() => expect(details.getAttribute('aria-invalid')).toBe('true'));
    expect(view.close).not.toHaveBeenCalled();
  });

  it('shows the stale notice with Reload on 409', async () => {
    const view = openPopup({
      status: 409,
      body: { code: 'STALE', error: 'The refund was changed by someone else.' },
    });
    await resolve(view, 'Customer corrected the IFSC');
    expect(await screen.findByText('Changed by someone else')).toBeDefined();
    expect(view.close).not.toHaveBeenCalled();
  });
});
