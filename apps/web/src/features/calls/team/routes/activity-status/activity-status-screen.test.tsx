import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordRequestUrls } from '@/lib/testing/record-requests';
import { renderAsApp } from '@/lib/testing/render-as-app';
import {
  anActivityRow,
  page,
  signedInAs,
  TEAM_LEADER,
} from '@/features/calls/team/testing/team-fixtures';
import { ActivityStatusScreen } from './activity-status-screen';

const summary = { working: 1, break: 1, offline: 0 };
const open = (handlers: Parameters<typeof signedInAs>[1]) => {
  const calls = signedInAs(TEAM_LEADER, handlers);
  return {
    calls,
    ...renderAsApp(<ActivityStatusScreen />, '/activity-status-cet-sales'),
  };
};

/** The body rows of the board (the first row is the header's). */
const agentRows = async () =>
  within(await screen.findByRole('table', { name: 'Team activity' }))
    .getAllByRole('row')
    .slice(1);

describe('/activity-status-cet-sales', () => {
  it('shows who is Working or on Break, since when, and the day’s counts', async () => {
    open({
      'GET /get-members-activity/': page(
        [
          anActivityRow(),
          anActivityRow({ login_id: 12, name: 'Pooja Gupta', role: 'SALES', presence: 'break' }),
        ],
        { date: '2026-11-21', summary },
      ),
    });
    const [priya, pooja] = await agentRows();
    expect(within(priya!).getByText('Priya Nair')).toBeTruthy();
    expect(within(priya!).getByText('Login id 2')).toBeTruthy();
    expect(within(priya!).getByText('Working', { exact: true })).toBeTruthy();
    expect(within(priya!).getByRole('cell', { name: '2h 05m' })).toBeTruthy();
    expect(within(pooja!).getByText('Break', { exact: true })).toBeTruthy();
    const now = screen.getByRole('list', { name: 'Now' });
    expect(now.textContent).toBe('Working1Break1Offline0');
  });

  it('counts how long a Working or Break agent has been so, not an offline one', async () => {
    const since = new Date(Date.now() - 65 * 60 * 1000).toISOString();
    open({
      'GET /get-members-activity/': page(
        [
          anActivityRow({ since }),
          anActivityRow({ login_id: 12, name: 'Pooja Gupta', presence: 'offline', since }),
        ],
        { date: '2026-11-21', summary },
      ),
    });
    const [working, offline] = await agentRows();
    expect(within(working!).getByText('for 1h 05m')).toBeTruthy();
    expect(within(offline!).getByText('Offline', { exact: true })).toBeTruthy();
    expect(within(offline!).queryByText(/^for /)).toBeNull();
  });

  it('pages through the agents', async () => {
    const { user } = open({
      'GET /get-members-activity/': page([anActivityRow()], {
        count: 150,
        date: '2026-11-21',
        summary,
      }),
    });
    const urls = recordRequestUrls();
    await agentRows();
    expect(screen.getByText('1 to 100 of 150')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(urls.some((url) => url.includes('offset=100'))).toBe(true));
  });

  it('asks for one team when it is chosen', async () => {
    const { calls, user } = open({
      'GET /get-members-activity/': page([anActivityRow()], { date: '2026-11-21', summary }),
    });
    await screen.findByRole('table', { name: 'Team activity' });
    await user.click(screen.getByText('Sales'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/get-members-activity/').length).toBeGreaterThan(1),
    );
  });

  it("says 'No Agents Found...' for an empty team, and shows a failure with Retry", async () => {
    open({
      'GET /get-members-activity/': page([], {
        date: '2026-11-21',
        summary: { working: 0, break: 0, offline: 0 },
      }),
    });
    expect(await screen.findByText('No Agents Found...')).toBeTruthy();
  });

  it('shows the error with Retry when the board cannot be loaded', async () => {
    open({
      'GET /get-members-activity/': { status: 500, body: { error: 'Something Went Wrong!' } },
    });
    expect(await screen.findByText('Something Went Wrong!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
