import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-render';
import { readSortParam, sortParam, useTableUrlState } from './use-table-url-state';

function Harness() {
  const state = useTableUrlState({
    sortable: ['created_at', 'name'],
    defaultSort: { id: 'created_at', desc: true },
    defaultPageSize: 50,
    pageSizes: [50, 100],
    filters: ['channel'],
  });
  const location = useLocation();
  return (
    <>
      <output aria-label="Address">{`${location.pathname}${location.search}`}</output>
      <output aria-label="State">
        {JSON.stringify({
          sort: state.sort,
          offset: state.offset,
          pageSize: state.pageSize,
          filters: state.filters,
        })}
      </output>
      <button onClick={() => state.setOffset(100)}>Page 3</button>
      <button onClick={() => state.setSort({ id: 'name', desc: false })}>By name</button>
      <button onClick={() => state.setSort({ id: 'created_at', desc: true })}>Newest</button>
      <button onClick={() => state.setPageSize(100)}>100 a page</button>
      <button onClick={() => state.setFilter('channel', 'amazon')}>Amazon</button>
      <button onClick={() => state.setFilter('channel', null)}>Any channel</button>
    </>
  );
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const state = () => JSON.parse(screen.getByRole('status', { name: 'State' }).textContent ?? '');

describe('sort in the address', () => {
  it('writes a descending sort with a minus and reads only the sortable columns', () => {
    expect(sortParam({ id: 'created_at', desc: true })).toBe('-created_at');
    expect(sortParam({ id: 'created_at', desc: false })).toBe('created_at');
    expect(readSortParam('-created_at', ['created_at'])).toEqual({ id: 'created_at', desc: true });
    expect(readSortParam('price', ['created_at'])).toBeNull();
    expect(readSortParam(null, ['created_at'])).toBeNull();
  });
});

describe('useTableUrlState', () => {
  it('reads the defaults when the address names nothing, and ignores what the list does not offer', () => {
    renderWithProviders(<Harness />, { router: '/list?sort=price&offset=-5&limit=7&other=1' });
    expect(state()).toEqual({
      sort: { id: 'created_at', desc: true },
      offset: 0,
      pageSize: 50,
      filters: {},
    });
  });

  it('keeps sort, page, page size and filters in the address, back to the first page on a change', async () => {
    const { user } = renderWithProviders(<Harness />, { router: '/list?search=asha' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(address()).toBe('/list?search=asha&offset=100');

    await user.click(screen.getByRole('button', { name: 'By name' }));
    expect(address()).toBe('/list?search=asha&sort=name');
    expect(state().sort).toEqual({ id: 'name', desc: false });

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: '100 a page' }));
    expect(address()).toBe('/list?search=asha&sort=name&limit=100');
    expect(state().pageSize).toBe(100);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: 'Amazon' }));
    expect(address()).toBe('/list?search=asha&sort=name&limit=100&channel=amazon');
    expect(state().filters).toEqual({ channel: 'amazon' });

    // The default order and no filter leave nothing in the address.
    await user.click(screen.getByRole('button', { name: 'Newest' }));
    await user.click(screen.getByRole('button', { name: 'Any channel' }));
    await waitFor(() => expect(address()).toBe('/list?search=asha&limit=100'));
  });
});
