import type { PddBreakdownResponse } from '@backoffice/domain/orders';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiReply } from '@/lib/testing/mock-api';
import { aCart, anOrder } from '@/lib/testing/order-fixtures';
import { cartRecordActions } from '@/features/orders/order-page-actions';
import { openAction } from '@/lib/testing/open-order-action';

const pddBreakdown = cartRecordActions.find((action) => action.key === 'pdd-breakdown');
const cart = aCart({ orm_order_status: 5 });

function openBreakdown(reply: ApiReply) {
  return openAction(
    pddBreakdown,
    { 'GET /pdd-breakdown/981234/': reply },
    { order: anOrder({ carts: [cart] }), cart },
  );
}

const answer = (rows: PddBreakdownResponse['rows']) => ({ body: { rows } });

describe('PDD breakdown popup', () => {
  it('shows each step predicted against actual, in UTC, a dash where there is no time', async () => {
    openBreakdown(
      answer([
        {
          label: 'Order Confirmation',
          predicted: '2026-11-21T09:05:03.000Z',
          actual: '2026-11-20T18:30:00.000Z',
        },
        { label: 'Delivery', predicted: '2026-11-25T00:00:00.000Z', actual: null },
      ]),
    );
    const table = await screen.findByRole('table', { name: 'PDD breakdown' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      [
        'Order Confirmation',
        'November 21st 2026, 09:05:03 am UTC',
        'November 20th 2026, 06:30:00 pm UTC',
      ],
      ['Delivery', 'November 25th 2026, 12:00:00 am UTC', '-'],
    ]);
  });

  it('says when there is no breakdown', async () => {
    openBreakdown(answer([]));
    expect(await screen.findByText('No PDD Breakdown Found...')).toBeDefined();
  });

  it('offers a retry when the breakdown cannot be loaded', async () => {
    openBreakdown({ status: 500, body: { error: 'Something Went Wrong!' } });
    expect(await screen.findByText('Something Went Wrong!')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDefined();
  });
});
