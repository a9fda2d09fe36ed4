import type { ManagerSessionAnswer } from '@backoffice/domain/retail/cash';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { ok, signedInAsRetail } from '@/features/retail/cash/testing/cash-fixtures';
import { RmSessionDashboardScreen } from './rm-session-dashboard-screen';

const session = (is_session_started = false): { body: ManagerSessionAnswer } => ({
  body: {
    result: {
      user_name: 'Meera Nair',
      retail_store_id: 'BLR-IND-01',
      retail_store_name: 'Indiranagar',
      banking_cash_at_store: 48000,
      last_submitted_by: 'Arjun Shetty',
      last_submit_timestamp: '2026-11-25T14:30:00.000Z',
      is_session_started,
    },
  },
});

function open(started = false, startReply = ok('')) {
  const api = signedInAsRetail('Retail Manager', {
    'GET /retail/sessions/rm/': session(started),
    'POST /retail/sessions/rm/start/': startReply,
  });
  const view = renderAsApp(<RmSessionDashboardScreen />, '/rm-session-dashboard');
  return { ...api, ...view };
}

const posted = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/retail/sessions/rm/start/');

describe('/rm-session-dashboard', () => {
  it('welcomes the manager with the banking cash and the last submission', async () => {
    open();
    expect(await screen.findByText('Welcome, Meera Nair')).toBeDefined();
    const banking = screen.getByRole('group', { name: 'Banking Cash at Store' });
    expect(within(banking).getByText('₹48,000.00')).toBeDefined();
    expect(
      within(screen.getByRole('group', { name: 'Last Submitted By' })).getByText('Arjun Shetty'),
    ).toBeDefined();
  });

  it("confirms the opening amount after 'Are you sure want to confirm?', with a key", async () => {
    const { user, calls, keys, toasts } = open();
    await user.type(await screen.findByRole('textbox', { name: 'Start Today Session' }), '2500.5');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure want to confirm?')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]!.body).toEqual({ amount: '2500.5', action: 1 });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(toasts()).toContain('Success.'));
  });

  it('refuses an amount that is not a decimal amount and sends nothing', async () => {
    const { user, calls } = open();
    await user.type(await screen.findByRole('textbox', { name: 'Start Today Session' }), '12.345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter an amount with at most 2 decimals')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted(calls)).toHaveLength(0);
  });

  it('raises a dispute only with Confirmation Comments', async () => {
    const { user, calls, toasts } = open(false, ok('Dispute raised.'));
    await user.type(await screen.findByRole('textbox', { name: 'Start Today Session' }), '1800');
    await user.click(screen.getByRole('button', { name: 'Raise Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation Comments' });
    await user.click(within(dialog).getByRole('button', { name: 'Raise Dispute' }));
    expect(within(dialog).getByText('Comments are Required!')).toBeDefined();
    await user.type(within(dialog).getByRole('textbox', { name: 'Comments' }), '200 short');
    await user.click(within(dialog).getByRole('button', { name: 'Raise Dispute' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]!.body).toEqual({ amount: '1800', action: 2, comments: '200 short' });
    await waitFor(() => expect(toasts()).toContain('Dispute raised.'));
  });

  it('disables the start once the session has started', async () => {
    open(true);
    await screen.findByText("Today's session has started.");
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Raise Dispute' })).toHaveProperty('disabled', true);
  });

  it('shows a failed load with Retry', async () => {
    signedInAsRetail('Retail Manager', {
      'GET /retail/sessions/rm/': { status: 500, body: { error: 'Something Went Wrong!' } },
    });
    renderAsApp(<RmSessionDashboardScreen />, '/rm-session-dashboard');
    expect(await screen.findByText('Something Went Wrong!')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDefined();
  });
});
