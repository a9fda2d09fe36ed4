import { orderStatus, STATUS } from '@backoffice/domain/orders';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aMember } from '@/lib/testing/member-fixtures';
import { mockApi } from '@/lib/testing/mock-api';
import { aListRow } from '@/lib/testing/order-fixtures';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { BulkActions } from './bulk-actions';

const rows = [
  aListRow({ cart_pid: 11, order_random_id: 'AAAA1111', version: 3 }),
  aListRow({ cart_pid: 12, order_random_id: 'BBBB2222', version: 5 }),
];
const statuses = [
  orderStatus(STATUS.NEW_ORDER),
  orderStatus(STATUS.CONFIRMED),
  orderStatus(STATUS.HOLD),
];
const results = {
  succeeded: 1,
  failed: 1,
  results: [
    { cart_pid: 11, success: true, message: 'Status changed to Confirmed' },
    {
      cart_pid: 12,
      success: false,
      message: 'This record was changed by someone else. Reload and try again.',
    },
  ],
};

describe('BulkActions', () => {
  it('changes the status of the selected carts with their versions and shows each result', async () => {
    const calls = mockApi({ 'POST /orders/bulk-status/': { body: results } });
    const onDone = vi.fn();
    const { user } = renderWithQuery(
      <BulkActions
        team="oc"
        selected={rows}
        statuses={statuses}
        canAssign={false}
        onDone={onDone}
      />,
      '/',
    );
    await screen.findByText('2 selected');
    expect(screen.queryByRole('button', { name: 'Assign to agent' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const form = screen.getByRole('form', { name: 'Change status of 2 carts' });
    await user.click(within(form).getByRole('button', { name: 'Change status' }));
    await within(form).findByText('Comment is Required!');

    await user.click(within(form).getByRole('textbox', { name: 'New status' }));
    await user.click(await screen.findByRole('option', { name: 'Confirmed' }));
    await user.type(within(form).getByRole('textbox', { name: 'Comment' }), 'Confirmed on call');
    await user.click(within(form).getByRole('button', { name: 'Change status' }));

    const table = await screen.findByRole('table', { name: 'Bulk action results' });
    const cells = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(cells.slice(1)).toEqual([
      '11AAAA1111DoneStatus changed to Confirmed',
      '12BBBB2222Not doneThis record was changed by someone else. Reload and try again.',
    ]);
    screen.getByText('1 done, 1 not done');
    const sent = calls.find((c) => c.path === '/orders/bulk-status/');
    expect(sent?.body).toEqual({
      carts: [
        { cart_pid: 11, version: 3 },
        { cart_pid: 12, version: 5 },
      ],
      orm_order_status: STATUS.CONFIRMED,
      comment: 'Confirmed on call',
      shipment_stop_reason: null,
    });
    expect(onDone).toHaveBeenCalledWith(results);
  });

  it('gives the selected carts to an agent of the team', async () => {
    const calls = mockApi({
      'GET /get-members/': {
        body: {
          count: 1,
          limit: 100,
          offset: 0,
          results: [aMember({ login_id: 41, name: 'Kavya Pillai' })],
        },
      },
      'POST /orders/bulk-assign/': {
        body: {
          succeeded: 2,
          failed: 0,
          results: results.results.map((r) => ({ ...r, success: true })),
        },
      },
    });
    const { user } = renderWithQuery(
      <BulkActions team="oc" selected={rows} statuses={statuses} canAssign />,
      '/',
    );
    await user.click(await screen.findByRole('button', { name: 'Assign to agent' }));
    const form = screen.getByRole('form', { name: 'Assign 2 carts' });
    await user.click(within(form).getByRole('textbox', { name: 'Agent' }));
    await user.click(await screen.findByRole('option', { name: 'Kavya Pillai (41)' }));
    await user.click(within(form).getByRole('button', { name: 'Assign' }));
    await screen.findByText('2 done, 0 not done');
    expect(calls.find((c) => c.path === '/orders/bulk-assign/')?.body).toEqual({
      carts: [
        { cart_pid: 11, version: 3 },
        { cart_pid: 12, version: 5 },
      ],
      login_id: 41,
      comment: '',
    });
  });

  it('offers nothing to do without a selection', async () => {
    renderWithQuery(<BulkActions team="oc" selected={[]} statuses={statuses} canAssign />, '/');
    await screen.findByText('0 selected');
    expect(screen.getByRole('button', { name: 'Change status' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Assign to agent' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
