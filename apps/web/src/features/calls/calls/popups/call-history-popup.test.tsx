import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callOrderActions } from '@/features/calls/order-page-actions';
import { aCallRecord } from '@/lib/testing/call-fixtures';
import { openAction } from '@/lib/testing/open-order-action';

const recordings = callOrderActions.find((action) => action.key === 'call-history');

describe('Call Recordings on the order page', () => {
  it("lists the order's calls with their recording players, without the order columns", async () => {
    openAction(recordings, {
      'GET /calldetails/': {
        body: {
          count: 2,
          limit: 100,
          offset: 0,
          results: [
            aCallRecord({
              id: 1,
              Call_status: 'Answered',
              call_state: 'answered',
              call_recording_url: '/api/call-recordings/1/',
              order_id: 'K7Q2M9XA',
            }),
            aCallRecord({ id: 2, order_id: 'K7Q2M9XA' }),
          ],
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Call Recordings' });
    const table = await within(dialog).findByRole('table', { name: 'Calls' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toContain('Recording');
    expect(headers).not.toContain('Order');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('button', { name: 'Play recording of call 1' })).toBeTruthy();
    expect(within(table).queryByRole('link')).toBeNull();
  });
});
