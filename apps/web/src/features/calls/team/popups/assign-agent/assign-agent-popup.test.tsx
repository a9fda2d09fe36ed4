import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aMember } from '@/lib/testing/member-fixtures';
import { aCart, anOrder } from '@/lib/testing/order-fixtures';
import { teamCartActions } from '@/features/calls/order-page-actions';
import { openAction } from '@/lib/testing/open-order-action';

const assignAgent = teamCartActions.find((action) => action.key === 'assign-agent');
const cart = aCart({ version: 4, assigned_to: { login_id: 2, name: 'Priya Nair' } });
const other = aCart({ cart_pid: 981235, item_name: 'Queen Bed', version: 7 });
const order = anOrder({ carts: [cart, other] });

const member = (login_id: number, name: string, role: string) =>
  aMember({ login_id, name, role, is_active: true });
const members = {
  body: {
    count: 3,
    limit: 100,
    offset: 0,
    results: [
      member(2, 'Priya Nair', 'CET,OC'),
      member(27, 'Ishaan Bhat', 'OC,CET'),
      member(6, 'Vikram Singh', 'TEAML,OC'),
    ],
  },
};
const concern = {
  body: {
    order_random_id: order.order_random_id,
    carts: [
      {
        cart_pid: cart.cart_pid,
        item_name: cart.item_name,
        orm_order_status: cart.orm_order_status,
        status_label: cart.status_label,
        member: {
          login_id: 2,
          name: 'Priya Nair',
          email: 'oc.agent@backoffice.test',
          contact: '9845010074',
          role: 'CET,OC',
          presence: 'working',
          pod_leader: { login_id: 8, name: 'Arjun Menon', contact: null },
        },
      },
      {
        cart_pid: other.cart_pid,
        item_name: other.item_name,
        orm_order_status: other.orm_order_status,
        status_label: other.status_label,
        member: null,
      },
    ],
  },
};

describe('assign to agent popup', () => {
  it('is a Team Leader action on every cart', () => {
    expect(assignAgent?.capability).toBe('team:assign');
    expect(assignAgent?.appliesTo?.({ order, cart })).toBe(true);
  });

  it("shows who works the carts, offers the team's agents, and sends the carts' versions", async () => {
    const { user, calls } = openAction(
      assignAgent,
      {
        'GET /get-members/': members,
        'GET /get-query-concern-member/': concern,
        'POST /update-assign-cet/': {
          body: { success: true, message: 'Assigned to Ishaan Bhat', carts: [] },
        },
      },
      { order, cart },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign to agent' });
    const agentsTable = await screen.findByRole('table', { name: 'Agents of the carts' });
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const [first, second] = within(agentsTable).getAllByRole('row').slice(1);
    expect(cells(first!)).toEqual([
      String(cart.cart_pid),
      'Priya Nair (2)',
      'Working',
      'Arjun Menon',
    ]);
    expect(cells(second!)).toEqual([String(other.cart_pid), 'Unassigned', '', '']);

    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Select an agent')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: /Queen Bed/ }));
    await user.click(screen.getByRole('textbox', { name: 'Agent' }));
    // A Team Leader is not offered: the cart would leave the agents' lists.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Priya Nair (2)',
      'Ishaan Bhat (27)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Ishaan Bhat (27)' }));
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Priya is on leave');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(calls.find((c) => c.path === '/update-assign-cet/')?.body).toEqual({
      order_random_id: order.order_random_id,
      login_id: 27,
      carts: [
        { cart_pid: cart.cart_pid, version: 4 },
        { cart_pid: other.cart_pid, version: 7 },
      ],
      comment: 'Priya is on leave',
    });
    expect(calls.find((c) => c.path === '/get-members/')).toBeTruthy();
  });

  it('keeps the popup and what was chosen on a stale cart, with the conflict and Reload, and no toast', async () => {
    const toast = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    const conflict = 'This record was changed by someone else. Reload and try again.';
    const { user } = openAction(
      assignAgent,
      {
        'GET /get-members/': members,
        'GET /get-query-concern-member/': concern,
        'POST /update-assign-cet/': { status: 409, body: { code: 'STALE', error: conflict } },
      },
      { order, cart },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign to agent' });
    await user.click(await screen.findByRole('checkbox', { name: /Queen Bed/ }));
    await user.click(screen.getByRole('textbox', { name: 'Agent' }));
    await user.click(screen.getByRole('option', { name: 'Ishaan Bhat (27)' }));
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Priya is on leave');
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    const notice = await within(dialog).findByRole('alert');
    expect(notice.textContent).toContain(conflict);
    expect(dialog.isConnected).toBe(true);
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ message: conflict }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Queen Bed/ }).checked).toBe(
      true,
    );
    expect(screen.getByRole('textbox', { name: 'Agent' })).toHaveProperty(
      'value',
      'Ishaan Bhat (27)',
    );
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveProperty(
      'value',
      'Priya is on leave',
    );

    await user.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(dialog.isConnected).toBe(true);
    toast.mockRestore();
  });

  it('says so when the agents cannot be loaded', async () => {
    openAction(
      assignAgent,
      {
        'GET /get-members/': { status: 500, body: { error: 'Something Went Wrong!' } },
        'GET /get-query-concern-member/': concern,
      },
      { order, cart },
    );
    expect(
      await screen.findByText('Could not load the agents: Something Went Wrong!'),
    ).toBeTruthy();
  });
});
