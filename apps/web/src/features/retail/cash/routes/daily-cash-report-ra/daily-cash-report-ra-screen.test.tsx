import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { agentDashboard, ok, signedInAsRetail } from '@/features/retail/cash/testing/cash-fixtures';
import { DailyCashReportRaScreen } from './daily-cash-report-ra-screen';

function open(dashboard = agentDashboard()) {
  const api = signedInAsRetail('Retail Agent', {
    'GET /retail/cash/ra/': { body: { data: { result: dashboard } } },
    'POST /retail/cash/ra/submit/': ok(''),
    'POST /retail/cash/ra/float/': ok('Float accepted.'),
    'POST /retail/sessions/ra/end/': ok(''),
  });
  const urls: string[] = [];
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return answer(input, init);
  });
  const view = renderAsApp(<DailyCashReportRaScreen />, '/daily-cash-report-ra');
  return { ...api, ...view, urls };
}

const figure = (label: string) => screen.getByRole('group', { name: label });
const reads = (urls: string[]) => urls.filter((u) => u.includes('/api/retail/cash/ra/?'));

describe('/daily-cash-report-ra', () => {
  it("shows the agent's cash figures and today's cash orders", async () => {
    const { urls } = open();
    await screen.findByRole('group', { name: 'Cash Pending Till Date' });
    expect(within(figure('Cash Pending Till Date')).getByText('₹14,500.00')).toBeDefined();
    expect(within(figure('Handed Over Amount')).getByText('Last to Meera Nair')).toBeDefined();
    expect(within(figure('Cash in Transit')).getByText('₹5,000.00')).toBeDefined();
    expect(within(figure('Pending Amount to be Deposited')).getByText('₹12,500.00')).toBeDefined();
    const orders = screen.getByRole('table', { name: 'Orders' });
    expect(within(orders).getByText('ORDERK7Q2M9XA')).toBeDefined();
    expect(within(orders).getByText('Cash at store')).toBeDefined();
    expect(reads(urls)[0]).toMatch(/payment_mode=-1&start_date=\d{4}-\d\d-\d\d&end_date=/);
  });

  it('offers only the float actions the server flags, and sends the float amount', async () => {
    const { user, calls, toasts } = open();
    const float = await screen.findByRole('group', { name: 'Float' });
    expect(within(float).getByText('Issued')).toBeDefined();
    expect(within(float).queryByRole('button', { name: 'Deposit' })).toBeNull();
    await user.click(within(float).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/retail/cash/ra/float/')?.body).toEqual({
        amount: 2000,
        button_id: 1,
      }),
    );
    await waitFor(() => expect(toasts()).toContain('Float accepted.'));
  });

  it('deposits an accepted float only to a chosen retail manager', async () => {
    const dashboard = agentDashboard();
    const { user, calls } = open({
      ...dashboard,
      float_data: {
        ...dashboard.float_data,
        status: 'accepted',
        status_label: 'Accepted',
        accept_button: false,
        reject_button: false,
        deposit_button: true,
      },
    });
    const float = await screen.findByRole('group', { name: 'Float' });
    await user.click(within(float).getByRole('button', { name: 'Deposit' }));
    expect(within(float).getByText('Required!')).toBeDefined();
    await user.click(within(float).getByRole('textbox', { name: 'Deposit to' }));
    await user.click(screen.getByRole('option', { name: 'Arjun Shetty' }));
    await user.click(within(float).getByRole('button', { name: 'Deposit' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/retail/cash/ra/float/')?.body).toEqual({
        amount: 2000,
        button_id: 3,
        retail_manager_login_id: 30,
      }),
    );
  });

  it("says 'Required!' when a date is cleared and keeps the last report", async () => {
    const { user, urls } = open();
    const start = await screen.findByRole('textbox', { name: 'Start Date' });
    await user.clear(start);
    await user.tab();
    expect(await screen.findByText('Required!')).toBeDefined();
    expect(reads(urls)).toHaveLength(1);
    expect(screen.getByRole('table', { name: 'Orders' })).toBeDefined();
  });

  it('hands the counted notes to a chosen manager after a confirm', async () => {
    const { user, calls, keys, toasts } = open();
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: '₹500 notes' }), '9');
    await user.type(screen.getByRole('textbox', { name: '₹100 notes' }), '5');
    expect(screen.getByText('Total: ₹5,000.00')).toBeDefined();
    await user.click(confirm);
    expect(await screen.findByText('Required!')).toBeDefined();

    await user.click(screen.getByRole('textbox', { name: 'Retail Manager' }));
    await user.click(screen.getByRole('option', { name: 'Meera Nair' }));
    await user.click(confirm);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure want to confirm? ₹5,000.00 to Meera Nair.'),
    ).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/retail/cash/ra/submit/')?.body).toEqual({
        amount: '5000.00',
        retail_manager_login_id: 16,
        denominations: {
          '1': 0,
          '2': 0,
          '5': 0,
          '10': 0,
          '20': 0,
          '50': 0,
          '100': 5,
          '200': 0,
          '500': 9,
          '2000': 0,
        },
      }),
    );
    expect(keys.at(-1)).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(toasts()).toContain('Submited Successfully.'));
    await waitFor(() => expect(screen.getByText('Total: ₹0.00')).toBeDefined());
  });

  it('ends the session from the report', async () => {
    const { user, calls, toasts } = open();
    await user.click(await screen.findByRole('button', { name: 'End Session' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/retail/sessions/ra/end/')).toBe(true),
    );
    await waitFor(() => expect(toasts()).toContain('Success.'));
  });
});
