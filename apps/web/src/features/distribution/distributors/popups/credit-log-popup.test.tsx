import { DISTRIBUTION_MESSAGES as M } from '@backoffice/domain/distribution';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi } from '@/lib/testing/mock-api';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { signedInWith } from '@/lib/testing/signed-in';
import { aPendingCredit, NO_PENDING_CREDITS } from '../testing/distribution-fixtures';
import { CreditLogPopup } from './credit-log-popup';

const entry = (id: number, type: 'Credit' | 'Debit', amount: number) => ({
  id,
  amount,
  remark: type === 'Credit' ? 'Advance received by NEFT' : 'Order 3KH1W26P',
  transaction_at: '2026-11-26T05:30:00.000Z',
  transaction_type: type,
  source: type === 'Credit' ? 'upload' : 'order',
  source_label: type === 'Credit' ? 'Credit points upload' : 'Distributor order',
  order_random_id: type === 'Debit' ? '3KH1W26P' : null,
  created_by: type === 'Credit' ? null : 'Distribution Manager',
  approved_by: null,
});

describe('the credit transaction history', () => {
  it('shows each entry with its type, amount and remark, and the balance now', async () => {
    signedInWith('DISTRIBUTION MANAGER', {
      'GET /distributors/DST-BLR-001/credit-log/': {
        body: {
          results: [entry(2, 'Debit', 8_639), entry(1, 'Credit', 100_000)],
          count: 2,
          credit_balance: 91_361,
          credit_limit: 0,
          available_credit: 91_361,
          ...NO_PENDING_CREDITS,
        },
      },
    });
    renderAsApp(<CreditLogPopup code="DST-BLR-001" />, '/distrbution-management');
    expect(await screen.findByText('Advance received by NEFT')).toBeTruthy();
    expect(screen.getByText('Debit')).toBeTruthy();
    expect(screen.getByText('₹8,639.00')).toBeTruthy();
    expect(screen.getByLabelText('Available credit').textContent).toBe('₹91,361.00');
  });
});

describe('credits pending approval', () => {
  const LOG = {
    results: [entry(1, 'Credit', 40_000)],
    count: 1,
    credit_balance: 40_000,
    credit_limit: 0,
    available_credit: 40_000,
    pending_credits: [
      aPendingCredit(),
      aPendingCredit({ id: 42, raised_by: 'Anil Menon', raised_by_login_id: 8, remark: 'Mine' }),
    ],
    pending_count: 2,
    pending_total: 400_000,
  };

  /** Signed in as the Finance pod leader (login 8). */
  const openAsFinancePodLeader = () => {
    rememberSignIn('sign-in-1');
    const calls = mockApi({
      'GET /console-config/': { body: consoleConfig },
      'GET /user-details/': {
        body: userDetails({
          role: 'FINANCE',
          login_role: 'Finance',
          login_id: 8,
          is_pod_leader: true,
        }),
      },
      'GET /distributors/DST-BLR-001/credit-log/': { body: LOG },
      'PUT /distributors/DST-BLR-001/credit-approvals/41/': {
        body: {
          success: true,
          message: M.creditApproved,
          credit: aPendingCredit({ status: 'approved', status_label: 'Approved', version: 2 }),
          entry: null,
          credit_balance: 240_000,
          available_credit: 240_000,
        },
      },
    });
    renderAsApp(<CreditLogPopup code="DST-BLR-001" />, '/distrbution-management');
    return calls;
  };

  it('lists them apart from the entries, with who raised them, and no actions for the maker', async () => {
    signedInWith(
      'DISTRIBUTION MANAGER',
      { 'GET /distributors/DST-BLR-001/credit-log/': { body: LOG } },
      17,
    );
    renderAsApp(<CreditLogPopup code="DST-BLR-001" />, '/distrbution-management');
    const pending = await screen.findByRole('table', { name: 'Pending credits' });
    expect(within(pending).getByText('Diwali scheme credit')).toBeTruthy();
    expect(within(pending).getAllByText('Pending approval')).toHaveLength(2);
    expect(within(pending).queryByRole('button', { name: /^Approve/ })).toBeNull();
    const entries = screen.getByRole('table', { name: 'Credit transactions' });
    expect(within(entries).queryByText('Diwali scheme credit')).toBeNull();
    expect(screen.getByText(/Pending approval: 2 credits of ₹4,00,000.00/)).toBeTruthy();
  });

  it('lets a Finance pod leader approve another’s credit with a comment, at the version read', async () => {
    const calls = openAsFinancePodLeader();
    const user = userEvent.setup();
    const pending = await screen.findByRole('table', { name: 'Pending credits' });
    expect(within(pending).getByText('Raised by you')).toBeTruthy();
    await user.click(
      within(pending).getByRole('button', { name: 'Approve ₹2,00,000.00 Diwali scheme credit' }),
    );
    const form = await screen.findByRole('form', { name: 'Approve Credit' });
    await user.click(within(form).getByRole('button', { name: 'Approve Credit' }));
    expect(await within(form).findByText(M.commentRequired)).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: 'Comments' }), 'Advance received');
    await user.click(within(form).getByRole('button', { name: 'Approve Credit' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ decision: 'approve', comment: 'Advance received', version: 1 });
  });
});
