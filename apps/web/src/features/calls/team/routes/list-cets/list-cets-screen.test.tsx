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

  it("opens an agent's QA reviews from their row, newest first", async () => {
    signedInAs(TEAM_LEADER, {
      'GET /get-members-activity/': page(
        [anActivityRow(), anActivityRow({ login_id: 3, name: 'Rahul Verma' })],
        { date: '2026-11-20', summary },
      ),
      'GET /qaandreview/': page([
        {
          id: 41,
          agent: { login_id: 3, name: 'Rahul Verma' },
          order_random_id: 'ORDER1001',
          score: 4,
          comments: 'Confirmed the address and the delivery slot with the customer',
          reviewed_by: { login_id: 6, name: 'Vikram Singh' },
          created_at: '2026-11-20T05:00:00.000Z',
        },
      ]),
    });
    const { user } = renderAsApp(<ListCetsScreen />, '/list-cets?date=2026-11-20');
    const table = await screen.findByRole('table', { name: 'CETs' });
    const rahul = within(table).getAllByRole('row')[2]!;
    await user.click(within(rahul).getByRole('button', { name: 'QA & Review' }));
    const popup = await screen.findByRole('dialog', { name: 'QA & Review: Rahul Verma' });
    const reviews = await within(popup).findByRole('table', { name: 'QA reviews' });
    expect(
      within(reviews)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Score', 'Order', 'Comments', 'By']);
    const [review] = within(reviews).getAllByRole('row').slice(1);
    expect(within(review!).getByRole('cell', { name: 'ORDER1001' })).toBeTruthy();
    expect(within(review!).getByLabelText('Score 4 of 5')).toBeTruthy();
    expect(within(review!).getByText(/^Confirmed the address/)).toBeTruthy();
    expect(within(review!).getByRole('cell', { name: 'Vikram Singh' })).toBeTruthy();
    // A popup's short table offers no column chooser.
    expect(within(popup).queryByRole('button', { name: 'Columns' })).toBeNull();
  });

  it("says 'No Reviews Yet...' for an agent nobody has reviewed", async () => {
    signedInAs(TEAM_LEADER, {
      'GET /get-members-activity/': page([anActivityRow()], { date: '2026-11-20', summary }),
      'GET /qaandreview/': page([]),
    });
    const { user } = renderAsApp(<ListCetsScreen />, '/list-cets?date=2026-11-20');
    await user.click(await screen.findByRole('button', { name: 'QA & Review' }));
    const popup = await screen.findByRole('dialog', { name: 'QA & Review: Priya Nair' });
    expect(await within(popup).findByText('No Reviews Yet...')).toBeTruthy();
  });

  it("says 'No CETs Found...' when nobody matches", async () => {
    signedInAs(TEAM_LEADER, {
      'GET /get-members-activity/': page([], { date: '2026-11-20', summary }),
    });
    renderAsApp(<ListCetsScreen />, '/list-cets');
    expect(await screen.findByText('No CETs Found...')).toBeTruthy();
  });
});
