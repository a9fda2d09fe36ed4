import { tabsForRole } from '@backoffice/domain/orders';
import { screen, waitFor, within } from '@testing-library/react';
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

const searchAnswer: ApiReply = {
  body: {
    count: 1,
    count_capped: false,
    limit: 50,
    offset: 0,
    results: [aListRow({ cart_pid: 981299, item_name: 'Sofa Cum Bed' })],
  },
};

function openList(
  path: string,
  role = 'CET,OC',
  list: ApiReply = listAnswer,
  search: ApiReply = searchAnswer,
) {
  const api = signedInWith(role, {
    'GET /list-of-all-orders/tab-counts/acme/': { body: { counts: COUNTS } },
    'GET /list-of-all-orders/acme/new/': list,
    'GET /list-of-search-orders/acme/new/': search,
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
    await screen.findByRole('tab', { name: 'New Order 2' });
    // Each tab is named by what it shows: its label, then its count once known.
    const expected = tabsForRole({ role: 'CET,OC' }, 'oc').map((s) => {
      const count = COUNTS[s.slug as keyof typeof COUNTS];
      return count === undefined ? s.label : `${s.label} ${count}`;
    });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs).toEqual(expected.map((name) => screen.getByRole('tab', { name })));
    expect(expected.slice(0, 4)).toEqual([
      'New Order 2',
      'Call not connected (CNC) 0',
      'Call not received (CNR)',
      'Hold 1',
    ]);
    const selected = screen.getByRole('tab', { name: 'New Order 2' });
    expect(selected.getAttribute('aria-selected')).toBe('true');
    // The selected tab controls the panel that holds the list.
    const panel = document.getElementById(selected.getAttribute('aria-controls') ?? '');
    expect(panel?.getAttribute('role')).toBe('tabpanel');
    expect(within(panel as HTMLElement).getByRole('table', { name: 'Orders' })).toBeTruthy();
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
    await user.click(await screen.findByRole('tab', { name: 'Hold 1' }));
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

  it('sorts by the created time through the server, oldest first and back, from the first page', async () => {
    const { user, urls } = openList('/order-confirmation-team/acme/new?offset=50');
    const created = await screen.findByRole('columnheader', { name: 'Created' });
    expect(created.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Item' }).getAttribute('aria-sort')).toBeNull();

    await user.click(within(created).getByRole('button', { name: 'Created' }));
    await waitFor(() =>
      expect(address()).toBe('/order-confirmation-team/acme/new?sort=created_at'),
    );
    await waitFor(() =>
      expect(urls).toContain(
        '/api/list-of-all-orders/acme/new/?role=oc&limit=50&offset=0&sort=created_at',
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Created' }).getAttribute('aria-sort')).toBe(
        'ascending',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(address()).toBe('/order-confirmation-team/acme/new'));
  });

  it('offers the selected carts to the bulk actions, beside saved filters and export', async () => {
    const { user } = openList('/order-confirmation-team/acme/new');
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(screen.getByRole('button', { name: 'Export' })).toBeDefined();
    expect(screen.getByRole('button', { name: /Saved filters/ })).toBeDefined();
    expect(screen.queryByText('1 selected')).toBeNull();

    await user.click(within(table).getByRole('checkbox', { name: 'Select row 981235' }));
    expect(await screen.findByText('1 selected')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Change status' })).toBeDefined();
    // Giving carts to agents is a Team Leader's: an agent is not offered it.
    expect(screen.queryByRole('button', { name: 'Assign to agent' })).toBeNull();
  });

  it('shows every column of a cart on one line, and opens the focused row with Enter', async () => {
    const { user } = openList('/order-confirmation-team/acme/new');
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      // The selection column: its header is the select-the-page checkbox.
      '',
      'Order Id',
      'Cart Id',
      'Customer',
      'Mobile',
      'Pincode',
      'Item',
      'Qty',
      'Price',
      'Payment',
      'Status',
      'Created',
      'Agent',
    ]);
    const [, second] = within(table).getAllByRole('row').slice(1);
    expect(within(second!).getByTitle('Queen Bed (MAT-ORTHO-72x36x6)')).toBeTruthy();
    await user.click(within(second!).getByText('981235'));
    await user.keyboard('k{Enter}');
    await waitFor(() => expect(address()).toBe('/ORDERK7Q2M9XA'));
  });
});

describe('searching a team work list', () => {
  const searchBox = () => screen.findByRole('textbox', { name: 'Search this list' });
  const searchButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Search' });
  const searchUrl = (query: string) =>
    `/api/list-of-search-orders/acme/new/?${query}&isOnlyCXDetails=false&limit=50&offset=0`;

  it('shows the hits of the term in the table, keeps the term in the address, and clears back to the list', async () => {
    const { user, urls } = openList('/order-confirmation-team/acme/new?offset=50');
    expect(await screen.findByText('Queen Bed')).toBeTruthy();
    const box = await searchBox();
    expect(searchButton().disabled).toBe(true);
    await user.type(box, '  Asha ');
    await user.click(searchButton());
    await waitFor(() => expect(address()).toBe('/order-confirmation-team/acme/new?search=asha'));
    expect(await screen.findByText('Sofa Cum Bed')).toBeTruthy();
    expect(screen.queryByText('Queen Bed')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('Order Confirmation Team (1)');
    expect(urls).toContain(searchUrl('search=asha&role=oc'));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(address()).toBe('/order-confirmation-team/acme/new'));
    expect(await screen.findByText('Queen Bed')).toBeTruthy();
    expect(((await searchBox()) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it("searches only the agent's list a Team Leader is looking at, from the address", async () => {
    const { urls } = openList('/order-confirmation-team/2/acme/new?search=9845012345', 'TEAML');
    expect(await screen.findByText('Sofa Cum Bed')).toBeTruthy();
    expect(((await searchBox()) as HTMLInputElement).value).toBe('9845012345');
    expect(urls).toContain(searchUrl('search=9845012345&role=oc&cet_uid=2'));
    expect(urls.some((url) => url.startsWith('/api/list-of-all-orders/2/acme/new/'))).toBe(false);
  });

  it("keeps the list's order while a term is searched", async () => {
    const { urls } = openList('/order-confirmation-team/acme/new?search=asha&sort=created_at');
    expect(await screen.findByText('Sofa Cum Bed')).toBeTruthy();
    expect(urls).toContain(
      `/api/list-of-search-orders/acme/new/?search=asha&role=oc&isOnlyCXDetails=false&limit=50&offset=0&sort=created_at`,
    );
  });

  it("says 'No Orders Found...' when nothing in the list matches", async () => {
    openList('/order-confirmation-team/acme/new?search=nobody', 'CET,OC', listAnswer, {
      body: { count: 0, count_capped: false, limit: 50, offset: 0, results: [] },
    });
    expect(await screen.findByText('No Orders Found...')).toBeTruthy();
  });

  it('shows a capped count as a lower bound', async () => {
    openList('/order-confirmation-team/acme/new?search=a', 'CET,OC', listAnswer, {
      body: { count: 1000, count_capped: true, limit: 50, offset: 0, results: [aListRow()] },
    });
    expect(await screen.findByText('(1,000+)')).toBeTruthy();
  });
});
