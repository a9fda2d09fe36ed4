import { REFUND_RESOLUTIONS } from '@backoffice/domain/refunds';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aRefundRow,
  openRefundPopup,
  type Reply,
} from '@/features/refunds/testing/refund-fixtures';
import { ResolutionPopup } from './resolution-popup';

const PATH = 'POST /refund-resolution/';
const SUCCESS = 'MANUAL_REVIEW_FROM_PG_DASHBOARD_SUCCESS';
const NOT_IN_REVIEW = 'This refund is not in manual review';

const openPopup = (reply: Reply) =>
  openRefundPopup({
    popup: (close) => <ResolutionPopup refund={aRefundRow()} close={close} />,
    write: PATH,
    reply,
    status: { can_resolve: true },
    reads: { 'GET /resolution-details/41/': { body: { results: [] } } },
  });

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
