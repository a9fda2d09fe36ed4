import type { SavedFilter } from '@backoffice/domain/identity';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { SavedFiltersMenu } from './saved-filters-menu';

const SCREEN = 'orders.work-list';
const set = (id: number, name: string, query: Record<string, string>): SavedFilter => ({
  id,
  screen: SCREEN,
  name,
  query,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
});

function ShowQuery() {
  return <output aria-label="Query">{useLocation().search}</output>;
}

function renderMenu(path: string) {
  return renderWithQuery(
    <>
      <SavedFiltersMenu screen={SCREEN} />
      <ShowQuery />
    </>,
    path,
  );
}

describe('SavedFiltersMenu', () => {
  it('applies a saved set by putting its query in the address, the page dropped', async () => {
    mockApi({
      'GET /saved-filters/': { body: { results: [set(1, 'Urgent', { urgent: '1', role: 'oc' })] } },
    });
    const { user } = renderMenu('/list?offset=50&urgent=0');
    await user.click(screen.getByRole('button', { name: 'Saved filters' }));
    await user.click(await screen.findByRole('button', { name: 'Urgent' }));
    expect(screen.getByLabelText('Query').textContent).toBe('?urgent=1&role=oc');
  });

  it('saves the current query under a name, without the page, and lists it', async () => {
    const results: SavedFilter[] = [];
    const calls = mockApi({
      'GET /saved-filters/': () => ({ body: { results } }),
      'POST /saved-filters/': ({ body }) => {
        const request = body as { name: string; query: Record<string, string> };
        results.push(set(7, request.name, request.query));
        return { body: { success: true, filter: results[0] } };
      },
    });
    const { user } = renderMenu('/list?offset=50&payment_type=COD');
    await user.click(screen.getByRole('button', { name: 'Saved filters' }));
    await screen.findByText('No saved filters yet');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Name is Required!');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'COD only');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const list = await screen.findByRole('list', { name: 'Saved filters' });
    await within(list).findByRole('button', { name: 'COD only' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      screen: SCREEN,
      name: 'COD only',
      query: { payment_type: 'COD' },
    });
  });

  it('deletes a set', async () => {
    let results = [set(1, 'Urgent', { urgent: '1' }), set(2, 'Affiliate', { platform: 'x' })];
    const calls = mockApi({
      'GET /saved-filters/': () => ({ body: { results } }),
      'DELETE /saved-filters/2/': () => {
        results = results.filter((r) => r.id !== 2);
        return { body: { success: true } };
      },
    });
    const { user } = renderMenu('/list');
    await user.click(screen.getByRole('button', { name: 'Saved filters' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Affiliate' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Affiliate' })).toBeNull());
    screen.getByRole('button', { name: 'Urgent' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('DELETE /saved-filters/2/');
  });
});
