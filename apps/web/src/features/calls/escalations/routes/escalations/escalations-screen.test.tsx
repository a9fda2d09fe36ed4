import type { EscalationDetails, EscalationListRow } from '@backoffice/domain/calls/escalations';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi, type ApiReply } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { EscalationsScreen } from './escalations-screen';

const row: EscalationListRow = {
  escalation_id: 12,
  order_random_id: 'K7Q2M9XA',
  affiliate_id: 0,
  cart_details: [{ cart_pid: 981234, item_name: 'Ortho Mattress', item_sku: 'MAT-ORTHO-72x36x6' }],
  channel: {
    channel_id: 3,
    channel_name: 'Social Media',
    channel_description: 'Public post or direct message on a social network',
  },
  reason: { reason_id: 201, reason: 'Damaged or Wrong Product', sub_reason: 'Damaged in transit' },
  status: 1,
  status_label: 'Open',
  created_at: '2026-11-20T09:30:00.000Z',
  created_by: { login_id: 4, name: 'Ananya Iyer' },
};
const cart = (cart_pid: number) => ({
  cart_pid,
  item_name: 'Ortho Mattress',
  item_sku: 'MAT-ORTHO-72x36x6',
  item_dimensions: '72 x 36 x 6 in',
  item_quantity: 1,
  orm_order_status: 21 as const,
  status_label: 'Delivered',
});
const details: EscalationDetails = {
  ...row,
  version: 3,
  cart_details: [cart(981234)],
  warehouse: { warehouse_id: 2, warehouse_name: 'Hoskote Warehouse', city: 'Hoskote' },
  tickets: [],
  switchable_carts: [cart(981235)],
  history: [
    {
      id: 1,
      at: '2026-11-20T09:30:00.000Z',
      actor_name: 'Ananya Iyer',
      actor_role: 'CET',
      changes: { escalation: { before: null, after: { status: 1 } } },
      reason: 'Damaged or Wrong Product / Damaged in transit',
    },
  ],
};
const list = (results: EscalationListRow[], count = results.length, offset = 0): ApiReply => ({
  body: { count, limit: 999, offset, results },
});
/** A page of escalations 1000, 999 ... numbered down from the newest. */
const many = (length: number): EscalationListRow[] =>
  Array.from({ length }, (_, index) => ({ ...row, escalation_id: 1000 - index }));

const escalations = () => screen.findByRole('table', { name: 'Escalations' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

function openScreen(path: string, reply: ApiReply = list([row]), role = 'CET') {
  rememberSignIn('sign-in-1');
  const calls = mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': { body: userDetails({ role, login_id: 4 }) },
    'GET /helpdesk/get-all-escalations/': reply,
    'GET /helpdesk/escalation-details/12/': { body: details },
    'POST /switch-cart-escalation/': {
      body: { success: true, message: 'Updated Successfully!', escalation_id: 12, version: 4 },
    },
  });
  const urls: string[] = [];
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return answer(input, init);
  });
  const view = renderWithQuery(
    <Routes>
      <Route path="/escalations" element={<EscalationsScreen />} />
    </Routes>,
    path,
  );
  return { ...view, calls, urls };
}

describe('/escalations', () => {
  it("lists the escalations with the spec's columns, 999 a page", async () => {
    const { urls } = openScreen('/escalations');
    const table = await escalations();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'S.No',
      'Escalation',
      'Order Id',
      'Products',
      'Channel',
      'Reason',
      'Status',
      'Raised',
      'Raised by',
    ]);
    for (const text of [
      'K7Q2M9XA',
      'Ortho Mattress',
      'MAT-ORTHO-72x36x6',
      'Social Media',
      'Public post or direct message on a social network',
      'Damaged or Wrong Product',
      'Damaged in transit',
      'Open',
      'Ananya Iyer',
    ]) {
      expect(within(table).getByText(text)).toBeDefined();
    }
    // One line per escalation, its full text on hover.
    const [first] = bodyRows(table);
    expect(
      within(first!).getByTitle('Social Media (Public post or direct message on a social network)'),
    ).toBeDefined();
    expect(within(first!).getByTitle('Damaged or Wrong Product: Damaged in transit')).toBeDefined();
    expect(urls.some((u) => u.includes('get-all-escalations/?limit=999&offset=0'))).toBe(true);
  });

  it('says "No Data Available" when there is none, and asks for a status from the address', async () => {
    const { urls } = openScreen('/escalations?status=3', list([]));
    expect(await screen.findByText('No Data Available')).toBeDefined();
    expect(urls.some((u) => u.includes('status=3'))).toBe(true);
  });

  it('numbers the rows on across pages and opens the details by the id or Enter on a row', async () => {
    const { user } = openScreen('/escalations?offset=999', list([row], 1000, 999));
    const table = await escalations();
    const [first] = bodyRows(table);
    expect(within(first!).getAllByRole('cell')[0]!.textContent).toBe('1000');
    expect(screen.getByText('Matched Records: 1,000')).toBeDefined();
    expect(screen.getByText('1,000 to 1,000 of 1,000')).toBeDefined();

    await user.click(within(first!).getByRole('button', { name: 'Details of escalation 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escalation #12' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(first!).getByText('Ananya Iyer'));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Escalation #12' })).toBeDefined();
  });

  it('renders only the rows near the view of a 999-row page and pages on with Next', async () => {
    const { user, urls } = openScreen('/escalations', list(many(999), 1200));
    const table = await escalations();
    const rendered = bodyRows(table);
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(100);
    expect(
      within(rendered[0]!).getByRole('button', { name: 'Details of escalation 1000' }),
    ).toBeDefined();
    expect(screen.getByText('1 to 999 of 1,200')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(urls.some((u) => u.includes('get-all-escalations/?limit=999&offset=999'))).toBe(true),
    );
  });

  it('shows a failed load with Retry in place of the table', async () => {
    const { user, calls } = openScreen('/escalations', {
      status: 500,
      body: { error: 'Something Went Wrong!' },
    });
    expect(await screen.findByText('Something Went Wrong!')).toBeDefined();
    expect(screen.queryByRole('table', { name: 'Escalations' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/helpdesk/get-all-escalations/')).toHaveLength(2),
    );
  });

  it('opens the details from ?escalation= and switches a product against the version read', async () => {
    const { user, calls } = openScreen('/escalations?escalation=12');
    const dialog = await screen.findByRole('dialog', { name: 'Escalation #12' });
    await within(dialog).findByText('Hoskote Warehouse (Hoskote)');
    expect(within(dialog).getByText('Escalation raised')).toBeDefined();
    const products = within(dialog).getByRole('table', { name: 'Escalated products' });
    expect(
      within(products)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Cart', 'Product', 'SKU', 'Dimensions', 'Qty', 'Status', 'Actions']);
    expect(
      within(bodyRows(products)[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '981234',
      'Ortho Mattress',
      'MAT-ORTHO-72x36x6',
      '72 x 36 x 6 in',
      '1',
      'Delivered',
      'Switch',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Switch cart 981234' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'New cart' }));
    await user.click(screen.getByRole('option', { name: /981235/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Switch cart' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/switch-cart-escalation/')?.body).toEqual({
        escalation_id: 12,
        version: 3,
        cart_pid: 981234,
        new_cart_pid: 981235,
      }),
    );
  });

  it('offers no switch to a user who does not work orders', async () => {
    openScreen('/escalations?escalation=12', list([row]), 'COUPON MANAGER');
    const dialog = await screen.findByRole('dialog', { name: 'Escalation #12' });
    await within(dialog).findByText('Hoskote Warehouse (Hoskote)');
    expect(within(dialog).queryByRole('button', { name: /Switch cart/ })).toBeNull();
    expect(
      within(within(dialog).getByRole('table', { name: 'Escalated products' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).not.toContain('Actions');
  });
});
