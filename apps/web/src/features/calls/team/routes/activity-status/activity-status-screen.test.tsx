import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    const table = await screen.findByRole('table', { name: 'Team activity' });
    const rows = table.querySelectorAll('tbody tr');
    expect(rows[0]?.textContent).toContain('Priya Nair');
    expect(rows[0]?.textContent).toContain('Working');
    expect(rows[0]?.textContent).toContain('2h 05m');
    expect(rows[1]?.textContent).toContain('Break');
    const now = screen.getByRole('list', { name: 'Now' });
    expect(now.textContent).toBe('Working1Break1Offline0');
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
