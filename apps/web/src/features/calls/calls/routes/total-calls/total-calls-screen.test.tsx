import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCallRecord } from '@/lib/testing/call-fixtures';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { signedInWith } from '@/lib/testing/signed-in';
import { TotalCallsScreen } from './total-calls-screen';

const hours = Array.from({ length: 24 }, (_, hour) => ({
  hour,
  calls: hour === 10 ? 1 : 0,
  answered: hour === 10 ? 1 : 0,
  dispositions: hour === 10 ? 1 : 0,
}));

const CALLS = {
  count: 2,
  results: [
    aCallRecord({ id: 1, call_id: 'sandbox-7', order_id: 'K7Q2M9XA' }),
    aCallRecord({ id: 2, call_id: '', order_id: 'P4R8T2WZ' }),
    aCallRecord({ id: 3, call_id: 'sandbox-9', order_id: null }),
  ],
};

function openScreen(path: string, calls = CALLS) {
  const signedIn = signedInWith('TEAML', {
    'GET /calls-per-hour/': {
      body: {
        date: '2026-11-20',
        start: '2026-11-20',
        scope: 'team',
        agent_login_id: null,
        hours,
        totals: { calls: 1, answered: 1, dispositions: 1 },
      },
    },
    'GET /calldetails/': { body: { limit: 50, offset: 0, ...calls } },
  });
  const view = renderWithQuery(<TotalCallsScreen />, path);
  return { ...view, ...signedIn };
}

const chartTitle = () =>
  within(screen.getByRole('region', { name: 'Calls per hour' })).getByRole('heading');

describe('/total-calls', () => {
  it('counts one call as "1 call" and titles the chart with the period', async () => {
    const { user, urls } = openScreen('/total-calls');
    expect(await screen.findByText('1 call · 1 answered · 1 disposition')).toBeTruthy();
    expect(chartTitle().textContent).toBe("Team's calls today, per hour");

    await user.click(screen.getByRole('radio', { name: 'Last 7 Days' }));
    expect(chartTitle().textContent).toBe("Team's calls in the last 7 days, per hour");
    expect(urls.some((url) => /calls-per-hour\/\?start=\d{4}-\d\d-\d\d&date=/.test(url))).toBe(
      true,
    );
  });

  it('reads the period from the address, so a reload keeps it', async () => {
    openScreen('/total-calls?period=last-30-days');
    expect(await screen.findByText('1 call · 1 answered · 1 disposition')).toBeTruthy();
    expect(chartTitle().textContent).toBe("Team's calls in the last 30 days, per hour");
    const checked = screen.getByRole('radio', { name: 'Last 30 Days' }) as HTMLInputElement;
    expect(checked.checked).toBe(true);
  });

  it("marks a call-centre context and links each order, keeping the call's own id", async () => {
    openScreen('/total-calls?ucid=UC-1001');
    expect(await screen.findByText('Call centre')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Calls' });
    const own = within(table).getByRole('link', { name: 'K7Q2M9XA' });
    expect(own.getAttribute('href')).toBe('/ORDERK7Q2M9XA?ucid=sandbox-7');
    // A call without its own id keeps the page's context.
    const page = within(table).getByRole('link', { name: 'P4R8T2WZ' });
    expect(page.getAttribute('href')).toBe('/ORDERP4R8T2WZ?ucid=UC-1001');
    expect(within(table).getAllByRole('link')).toHaveLength(2);
  });

  it('pages through the calls above the table, numbering the rows and their recordings on', async () => {
    const { urls, user } = openScreen('/total-calls', {
      count: 120,
      results: [
        aCallRecord({ id: 1, call_recording_url: '/api/call-recordings/1/' }),
        aCallRecord({ id: 2 }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Calls' });
    expect(screen.getByText('Matched Records: 120')).toBeTruthy();
    expect(screen.getByText('1 to 50 of 120')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Play recording of call 1' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('51 to 100 of 120')).toBeTruthy();
    expect(urls.some((url) => /\/calldetails\/\?.*offset=50/.test(url))).toBe(true);
    const rows = within(screen.getByRole('table', { name: 'Calls' })).getAllByRole('row');
    expect(within(rows[1]!).getAllByRole('cell')[0]!.textContent).toBe('51');
    expect(screen.getByRole('button', { name: 'Play recording of call 51' })).toBeTruthy();
  });
});
