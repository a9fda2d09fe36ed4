import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAsApp } from '@/lib/testing/render-as-app';
import {
  activityRow,
  holdings,
  managerDashboard,
  ok,
  signedInAsRetail,
} from '@/features/retail/cash/testing/cash-fixtures';
import { DailyCashReportRmScreen } from './daily-cash-report-rm-screen';

function open(dashboard = managerDashboard()) {
  const api = signedInAsRetail('Retail Manager', {
    'GET /retail/cash/rm/': { body: { data: { result: dashboard } } },
    'GET /retail/cash/rm/holdings/': { body: holdings },
    'POST /retail/cash/rm/float/': ok('Float issued.'),
    'POST /retail/cash/rm/transit/': ok(''),
    'POST /retail/cash/rm/submit/': ok(''),
    'POST /retail/cash/report-email/': ok(''),
    'POST /retail/cash/rm/disputes/7/resolve/': ok(''),
  });
  const view = renderAsApp(<DailyCashReportRmScreen />, '/daily-cash-report-rm');
  return { ...api, ...view };
}

const posted = (calls: { method: string; path: string; body: unknown }[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);

describe('/daily-cash-report-rm', () => {
  it('shows the banking cash, the disputed amount and who holds the cash through the day', async () => {
    open();
    const banking = await screen.findByRole('group', { name: 'Banking Cash at Store' });
    expect(within(banking).getByText('₹48,000.00')).toBeDefined();
    expect(
      within(screen.getByRole('group', { name: 'Disputed Amount' })).getByText('₹500.00'),
    ).toBeDefined();
    expect(screen.queryByText(/Shared between/)).toBeNull();
    const chart = await screen.findByRole('img', { name: /Cash held through the day/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Cash held through the day. Now: Ravi Kumar: ₹9,500.00; In transit: ₹5,000.00; Store: ₹48,000.00.',
    );
    expect(screen.getByRole('table', { name: 'Order History' })).toBeDefined();
  });

  it('notes when two managers share the disputed amount', async () => {
    open(
      managerDashboard({
        disputed_amount_data: {
          amount: 500,
          rm_1: { name: 'Meera Nair' },
          rm_2: { name: 'Arjun Shetty' },
        },
      }),
    );
    expect(await screen.findByText('Shared between Meera Nair and Arjun Shetty')).toBeDefined();
  });

  it('issues a float to an employee with an amount', async () => {
    const { user, calls, toasts } = open();
    const activity = await screen.findByRole('table', { name: 'Store Activity' });
    expect(within(activity).queryByRole('button', { name: /Accept float/ })).toBeNull();
    await user.click(within(activity).getByRole('button', { name: 'Issue float to Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue Float to Ravi Kumar' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Float Amount' }), '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    await waitFor(() =>
      expect(posted(calls, '/retail/cash/rm/float/')).toEqual([
        { amount: '2000', employee_login_id: 15, button_id: 1 },
      ]),
    );
    await waitFor(() => expect(toasts()).toContain('Float issued.'));
  });

  it('accepts a deposited float with the float amount', async () => {
    const row = activityRow();
    const { user, calls } = open(
      managerDashboard({
        store_activity: [
          {
            ...row,
            float_data: {
              ...row.float_data,
              amount: 2000,
              status: 'deposited',
              status_label: 'Deposited',
              issue_button: false,
              accept_button: true,
              reject_button: true,
            },
          },
        ],
      }),
    );
    const activity = await screen.findByRole('table', { name: 'Store Activity' });
    await user.click(within(activity).getByRole('button', { name: 'Accept float of Ravi Kumar' }));
    await waitFor(() =>
      expect(posted(calls, '/retail/cash/rm/float/')).toEqual([
        { amount: 2000, employee_login_id: 15, button_id: 2 },
      ]),
    );
  });

  it('confirms a hand-over in transit against the version it showed', async () => {
    const { user, calls, keys } = open();
    const transit = await screen.findByRole('table', { name: 'Cash in Transit' });
    await user.click(
      within(transit).getByRole('button', {
        name: 'Confirm hand-over from Ravi Kumar of ₹5,000.00',
      }),
    );
    await waitFor(() =>
      expect(posted(calls, '/retail/cash/rm/transit/')).toEqual([
        { hand_over_id: 41, version: 2, button_id: 1 },
      ]),
    );
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('disputes a hand-over with the notes counted and comments', async () => {
    const { user, calls } = open();
    const transit = await screen.findByRole('table', { name: 'Cash in Transit' });
    await user.click(
      within(transit).getByRole('button', {
        name: 'Dispute hand-over from Ravi Kumar of ₹5,000.00',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dispute hand-over from Ravi Kumar' });
    await user.type(within(dialog).getByRole('textbox', { name: '₹500 notes' }), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Raise Dispute' }));
    expect(within(dialog).getByText('Comments are Required!')).toBeDefined();
    await user.type(within(dialog).getByRole('textbox', { name: 'Comments' }), 'One note short');
    await user.click(within(dialog).getByRole('button', { name: 'Raise Dispute' }));
    await waitFor(() =>
      expect(posted(calls, '/retail/cash/rm/submit/')).toEqual([
        expect.objectContaining({
          amount: '4500.00',
          action: 2,
          comments: 'One note short',
          hand_over_id: 41,
          version: 2,
        }),
      ]),
    );
  });

  it('banks the counted cash after a confirm; both buttons wait for a count', async () => {
    const { user, calls, toasts } = open();
    const bank = await screen.findByRole('region', { name: "Bank the Store's Cash" });
    const confirm = within(bank).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(within(bank).getByRole('button', { name: 'Raise Dispute' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.type(within(bank).getByRole('textbox', { name: '₹2000 notes' }), '24');
    await user.click(confirm);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(posted(calls, '/retail/cash/rm/submit/')).toEqual([
        expect.objectContaining({ amount: '48000.00', action: 1 }),
      ]),
    );
    await waitFor(() => expect(toasts()).toContain('Submited Successfully.'));
  });

  it('e-mails the filtered report to the signed-in manager', async () => {
    const { user, calls, toasts } = open();
    await user.click(await screen.findByRole('button', { name: 'Email Report' }));
    await waitFor(() =>
      expect(posted(calls, '/retail/cash/report-email/')).toEqual([
        {
          filters: { start_date: expect.any(String), end_date: expect.any(String) },
          loggedin_email_id: 'retail.manager@backoffice.test',
          payment_modes: [-1],
        },
      ]),
    );
    await waitFor(() => expect(toasts()).toContain('Email Sent Successfully.'));
  });

  it('resolves an open dispute with an outcome and comments', async () => {
    const { user, calls } = open(
      managerDashboard({
        open_disputes: [
          {
            dispute_id: 7,
            kind: 'hand_over',
            hand_over_id: 40,
            expected_amount: 3600,
            counted_amount: 3400,
            difference: 200,
            raised_by: { login_id: 27, name: 'Swati Deshmukh' },
            against: { login_id: 28, name: 'Naveen Kumar' },
            comments: '200 short',
            raised_at: '2026-11-26T07:00:00.000Z',
          },
        ],
      }),
    );
    const disputes = await screen.findByRole('table', { name: 'Open Disputes' });
    expect(within(disputes).getByText('Naveen Kumar')).toBeDefined();
    await user.click(within(disputes).getByRole('button', { name: 'Resolve dispute #7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve dispute #7' });
    expect(
      within(dialog).getByText('₹200.00 short: ₹3,400.00 counted against ₹3,600.00.'),
    ).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(within(dialog).getByText('Comments are Required!')).toBeDefined();
    await user.click(within(dialog).getByText('Written off'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comments' }), 'Not found');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(posted(calls, '/retail/cash/rm/disputes/7/resolve/')).toEqual([
        { outcome: 'written_off', comments: 'Not found' },
      ]),
    );
  });
});
