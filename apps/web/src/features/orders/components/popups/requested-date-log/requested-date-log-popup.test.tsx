import type { RequestedDateLogRow } from '@backoffice/domain/orders';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiReply } from '@/lib/testing/mock-api';
import { aCart, anOrder } from '@/lib/testing/order-fixtures';
import { cartRecordActions } from '@/features/orders/order-page-actions';
import { openAction } from '@/lib/testing/open-order-action';

const requestedDateLog = cartRecordActions.find((action) => action.key === 'requested-date-log');
const cart = aCart({ orm_order_status: 5 });

const change = (over: Partial<RequestedDateLogRow>): RequestedDateLogRow => ({
  new_requested_date: '2026-11-28',
  old_pickup_date: '2026-11-25',
  updated_by_name: 'Ravi Kumar',
  updated_by_email: 'ravi@example.com',
  updated_timestamp: '2026-11-21T06:30:00.000Z',
  is_forward: 1,
  planning_remarks: 'Customer away till the 27th',
  ...over,
});

function openLog(reply: ApiReply) {
  return openAction(
    requestedDateLog,
    { 'GET /requested-date-log/981234/': reply },
    { order: anOrder({ carts: [cart] }), cart },
  );
}

describe('requested date log popup', () => {
  it('shows each change: direction, old and new date, who and when, and the remarks', async () => {
    openLog({
      body: {
        results: [
          change({}),
          change({
            is_forward: 0,
            old_pickup_date: null,
            new_requested_date: '2026-11-23',
            updated_timestamp: '2026-11-20T06:30:00.000Z',
            planning_remarks: null,
          }),
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Requested date log' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Type',
      'Old Date',
      'New Requested Date',
      'Updated By',
      'Updated At',
      'Planning Remarks',
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [
        'Forward',
        '25 Nov, 2026',
        '28 Nov, 2026',
        'Ravi Kumarravi@example.com',
        '21 Nov, 2026 12:00 PM',
        'Customer away till the 27th',
      ],
      ['Reverse', '-', '23 Nov, 2026', 'Ravi Kumarravi@example.com', '20 Nov, 2026 12:00 PM', '-'],
    ]);
  });

  it("says when the cart's requested date never changed", async () => {
    openLog({ body: { results: [] } });
    expect(await screen.findByText('No Requested Date Changes Found...')).toBeDefined();
  });

  it('offers a retry when the log cannot be loaded', async () => {
    openLog({ status: 500, body: { error: 'Something Went Wrong!' } });
    expect(await screen.findByText('Something Went Wrong!')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDefined();
  });
});
