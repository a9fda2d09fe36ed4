import { CASH_MESSAGES } from '@backoffice/domain/retail/cash';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { handOver } from '@/features/retail/cash/testing/cash-fixtures';
import { mockApi, type ApiReply } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { DisputeHandOverForm } from './dispute-hand-over-popup';

function open(answer: ApiReply) {
  const calls = mockApi({ 'POST /retail/cash/rm/submit/': answer });
  const onDone = vi.fn();
  const user = userEvent.setup();
  renderWithQuery(
    <DisputeHandOverForm handOver={handOver({ version: 3 })} onDone={onDone} />,
    '/daily-cash-report-rm',
  );
  return { calls, onDone, user };
}

const raise = () => screen.getByRole('button', { name: 'Raise Dispute' });

describe('the hand-over dispute', () => {
  it('asks for comments, then sends the count against the version seen', async () => {
    const { calls, onDone, user } = open({ body: { success: true, message: 'Disputed.' } });
    await user.type(screen.getByRole('textbox', { name: '₹500 notes' }), '3');
    await user.click(raise());
    expect(await screen.findByText(CASH_MESSAGES.commentsRequired)).toBeDefined();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Comments/ }), '  One note short  ');
    await user.click(raise());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({
      amount: '1500.00',
      action: 2,
      comments: 'One note short',
      hand_over_id: 41,
      version: 3,
    });
  });

  it('tells a hand-over someone acted on first in place, keeping the count and comments', async () => {
    const conflict = 'The hand-over was confirmed by someone else.';
    const { onDone, user } = open({ status: 409, body: { code: 'STALE', error: conflict } });
    await user.type(screen.getByRole('textbox', { name: '₹500 notes' }), '3');
    await user.type(screen.getByRole('textbox', { name: /Comments/ }), 'Short');
    await user.click(raise());
    expect((await screen.findByRole('alert')).textContent).toContain(
      `${conflict} What you typed is kept.`,
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDefined();
    expect(screen.getByText('Total: ₹1,500.00')).toBeDefined();
    expect(onDone).not.toHaveBeenCalled();
  });
});
