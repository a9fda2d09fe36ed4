import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordRequestUrls } from '@/lib/testing/record-requests';
import { renderAsApp } from '@/lib/testing/render-as-app';
import {
  anActivityRow,
  page,
  signedInAs,
  TEAM_LEADER,
} from '@/features/calls/team/testing/team-fixtures';
import { ListCetsScreen } from './list-cets-screen';

const summary = { working: 1, break: 0, offline: 0 };

describe('/list-cets', () => {
  it("lists the CETs of a day and opens an agent's periods", async () => {
    signedInAs(TEAM_LEADER, {
      'GET /get-members-activity/': page([anActivityRow()], { date: '2026-11-20', summary }),
      'GET /get-members-activity/2/': {
        body: {
          login_id: 2,
          name: 'Priya Nair',
          date: '2026-11-20',
          presence: 'working',
          working: [{ start: '2026-11-20T03:30:00.000Z', end: '2026-11-20T06:00:00.000Z' }],
          break: [],
          working_seconds: 9000,
          break_seconds: 0,
        },
      },
    });
    const { user } = renderAsApp(<ListCetsScreen />, '/list-cets?date=2026-11-20');
    const table = await screen.findByRole('table', { name: 'CETs' });
    expect(table.textContent).toContain('Priya Nair');
    expect(screen.getByRole('link', { name: 'Work list' }).getAttribute('href')).toBe(
      '/order-confirmation-team/2/store/new',
    );
    await user.click(screen.getByRole('button', { name: 'Activity' }));
    const periods = await screen.findByRole('table', { name: 'Working periods' });
    expect(periods.textContent).toContain('20 Nov, 2026 9:00 AM');
    expect(screen.getByText('Working 2h 30m')).toBeTruthy();
  });

  it('shows the day as dd/MM/yyyy and reads a typed day the same way', async () => {
    signedInAs(TEAM_LEADER, {
      'GET /get-members-activity/': page([anActivityRow()], { date: '2026-11-20', summary }),
    });
    const urls = recordRequestUrls();
    const { user } = renderAsApp(<ListCetsScreen />, '/list-cets?date=2026-11-20');
    const day = screen.getByRole('textbox', { name: 'Day' });
    expect((day as HTMLInputElement).value).toBe('20/11/2026');
    await user.clear(day);
    await user.type(day, '18/11/2026');
    await waitFor(() => expect(urls.some((url) => url.includes('date=2026-11-18'))).toBe(true));
  });

  it("says 'No CETs Found...' when nobody matches", async () => {
    signedInAs(TEAM_LEADER, {
      'GET /get-members-activity/': page([], { date: '2026-11-20', summary }),
    });
    renderAsApp(<ListCetsScreen />, '/list-cets');
    expect(await screen.findByText('No CETs Found...')).toBeTruthy();
  });
});
