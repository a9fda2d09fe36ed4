import { tabsForRole } from '@backoffice/domain/orders';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aMember } from '@/lib/testing/member-fixtures';
import type { ApiReply } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { aListRow } from '@/lib/testing/order-fixtures';
import { ShowAddress } from '@/features/orders/testing/show-address';
import { signedInWith } from '@/lib/testing/signed-in';
import { OrderConfirmationTeamScreen } from './work-list-screen';

const COUNTS = { new: 2, hold: 1, 'call-not-connected-cnc': 0, confirmed: 7 };
const listAnswer: ApiReply = {
  body: {
    count: 2,
    limit: 50,
    offset: 0,
    results: [aListRow(), aListRow({ cart_pid: 981235, item_name: 'Queen Bed' })],
  },
};

function openList(path: string, role = 'CET,OC', list: ApiReply = listAnswer) {
  const api = signedInWith(role, {
    'GET /list-of-all-orders/tab-counts/acme/': { body: { counts: COUNTS } },
    'GET /list-of-all-orders/acme/new/': list,
    'GET /list-of-all-orders/2/acme/new/': list,
    'GET /list-of-all-orders/acme/hold/': list,
    'GET /get-members/': {
      body: {
        count: 1,
        limit: 100,
        offset: 0,
        results: [aMember({ login_id: 2, name: 'Priya Nair' })],
      },
    },
  });
  const view = renderWithQuery(
    <>
      <Routes>
        <Route
          path="/order-confirmation-team/:platform/:slug"
          element={<OrderConfirmationTeamScreen />}
        />
        <Route
          path="/order-confirmation-team/:cet_uid/:platform/:slug"
          element={<OrderConfirmationTeamScreen />}
        />
      </Routes>
      <ShowAddress />
    </>,
    path,
  );
  return { ...api, ...view };
}

const address = () => screen.getByRole('status', { name: 'Current address' }).textContent;

describe('team work list', () => {
  it("shows the role's tabs in the role's order, each with its count, and the page of carts", async () => {
    const { urls } = openList('/order-confirmation-team/acme/new');
    await screen.findByRole('tab', { name: 'New Order (2)' });
    const expected = tabsForRole({ role: 'CET,OC' }, 'oc').map((s) => {
      const count = COUNTS[s.slug as keyof typeof COUNTS];
      return count === undefined ? s.label : `${s.label} (${count})`;
    });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-label'))).toEqual(expected);
    expect(expected.slice(0, 4)).toEqual([
      'New Order (2)',
      'Call not connected (CNC) (0)',
      'Call not received (CNR)',
      'Hold (1)',
    ]);
    expect(screen.getByRole('tab', { name: 'New Order (2)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findAllByRole('link', { name: 'K7Q2M9XA' })).toHaveLength(2);
    expect(screen.getByText('Queen Bed')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Order Confirmation Team (2)');
    expect(urls).toContain('/api/list-of-all-orders/acme/new/?role=oc&limit=50&offset=0');
    expect(urls).toContain('/api/list-of-all-orders/tab-counts/acme/?role=oc');
    expect(screen.queryByRole('textbox', { name: 'Agent' })).toBeNull();
    expect(urls.some((url) => url.startsWith('/api/get-members/'))).toBe(false);
  });

  it('goes to the list of the tab chosen', async () => {
    const { user } = openList('/order-confirmation-team/acme/new');
    await user.click(await screen.findByRole('tab', { name: 'Hold (1)' }));
    await waitFor(() => expect(address()).toBe('/order-confirmation-team/acme/hold'));
  });

  it("says 'No Orders Found...' for an empty list", async () => {
    openList('/order-confirmation-team/acme/new', 'CET,OC', {
      body: { count: 0, limit: 50, offset: 0, results: [] },
    });
    expect(await screen.findByText('No Orders Found...')).toBeTruthy();
  });

  it('shows Access Forbidden when the server refuses the list', async () => {
    openList('/order-confirmation-team/acme/new', 'CET,OC', {
      status: 403,
      body: { error: 'Access Forbidden', detail: 'Access Forbidden' },
    });
    expect(await screen.findByText('Access Forbidden')).toBeTruthy();
  });

  it("lets a Team Leader open one agent's list from the team's members, and go back to all", async () => {
    const { user, urls } = openList('/order-confirmation-team/acme/new', 'TEAML');
    await user.click(await screen.findByRole('textbox', { name: 'Agent' }));
    await user.click(await screen.findByRole('option', { name: 'Priya Nair (2)' }));
    await waitFor(() => expect(address()).toBe('/order-confirmation-team/2/acme/new'));
    expect(await screen.findByText('Showing the carts of Priya Nair (login id 2)')).toBeTruthy();
    expect(urls).toContain('/api/get-members/?role=OC');
    expect(urls).toContain('/api/list-of-all-orders/2/acme/new/?role=oc&limit=50&offset=0');
    expect(urls).toContain('/api/list-of-all-orders/tab-counts/acme/?role=oc&cet_uid=2');
    await user.click(screen.getByRole('button', { name: 'All agents' }));
    await waitFor(() => expect(address()).toBe('/order-confirmation-team/acme/new'));
  });

  it('says so when the agents cannot be loaded', async () => {
    signedInWith('TEAML', {
      'GET /list-of-all-orders/tab-counts/acme/': { body: { counts: COUNTS } },
      'GET /list-of-all-orders/acme/new/': listAnswer,
      'GET /get-members/': { status: 500, body: { error: 'Something Went Wrong!' } },
    });
    renderWithQuery(
      <Routes>
        <Route
          path="/order-confirmation-team/:platform/:slug"
          element={<OrderConfirmationTeamScreen />}
        />
      </Routes>,
      '/order-confirmation-team/acme/new',
    );
    expect(
      await screen.findByText('Could not load the agents: Something Went Wrong!'),
    ).toBeTruthy();
  });

  it('keeps the page in the address', async () => {
    const many = { body: { count: 120, limit: 50, offset: 0, results: [aListRow()] } };
    const { user, urls } = openList('/order-confirmation-team/acme/new', 'CET,OC', many);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(address()).toBe('/order-confirmation-team/acme/new?offset=50'));
    await waitFor(() =>
      expect(urls).toContain('/api/list-of-all-orders/acme/new/?role=oc&limit=50&offset=50'),
    );
  });
});
