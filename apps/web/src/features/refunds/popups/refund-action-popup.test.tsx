import type { TRefundAllowedAction } from '@backoffice/domain/refunds';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aRefundRow,
  openRefundPopup,
  type Reply,
} from '@/features/refunds/testing/refund-fixtures';
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

const openPopup = (reply: Reply) =>
  openRefundPopup({
    popup: (close) => <RefundActionPopup refund={aRefundRow()} action={PROCESS} close={close} />,
    write: PATH,
    reply,
  });

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
