import type { LeadSyncRun } from '@backoffice/domain/quotations';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi } from '@/lib/testing/mock-api';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { LeadsquaredScreen } from './leadsquared-screen';

const aRun = (over: Partial<LeadSyncRun> = {}): LeadSyncRun => ({
  id: 1,
  kind: 'pull',
  done_count: 3,
  skipped_count: 0,
  message: '3 new leads pulled from the lead CRM.',
  by_name: 'Admin',
  create_timestamp: '2026-11-26T04:30:00.000Z',
  ...over,
});

describe('/leadsquared', () => {
  it('lists the runs and runs a pull, one at a time', async () => {
    rememberSignIn('sign-in-1');
    const calls = mockApi({
      'GET /console-config/': { body: consoleConfig },
      'GET /user-details/': { body: userDetails({ login_id: 1 }) },
      'GET /leadsquared/': {
        body: {
          runs: [aRun()],
          limit: 20,
          offset: 0,
          total: 1,
          pending_pushes: 2,
          provider: 'sandbox',
        },
      },
      'POST /leadsquared/pull/': {
        body: {
          success: true,
          message: '0 new leads pulled.',
          run: aRun({ id: 2, done_count: 0 }),
        },
      },
    });
    const { user } = renderAsApp(<LeadsquaredScreen />, '/leadsquared');
    const table = await screen.findByRole('table', { name: 'Sync runs' });
    expect(within(table).getByText('3 new leads pulled from the lead CRM.')).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pull new leads' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
        '/leadsquared/pull/',
      ]),
    );
  });
});
