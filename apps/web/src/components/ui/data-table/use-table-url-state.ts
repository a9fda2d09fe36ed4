import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { TableSort } from './types';

/** The sort as the address and the list calls write it: `created_at`, or `-created_at` descending. */
export function sortParam({ id, desc }: TableSort): string {
  return desc ? `-${id}` : id;
}

/** The sort an address names, when it is one of the columns the list can be sorted by. */
export function readSortParam(value: string | null, sortable: readonly string[]): TableSort | null {
  if (value === null) return null;
  const desc = value.startsWith('-');
  const id = desc ? value.slice(1) : value;
  return sortable.includes(id) ? { id, desc } : null;
}

function readWholeNumber(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

export interface TableUrlStateOptions {
  /** The columns the list can be sorted by; another sort in the address is ignored. */
  sortable?: readonly string[];
  /** The server's order when the address names none. */
  defaultSort: TableSort;
  defaultPageSize: number;
  /** The page sizes offered; another size in the address is ignored. */
  pageSizes?: readonly number[];
  /** Names of the filters kept in the address (?status=hold). */
  filters?: readonly string[];
}

export interface TableUrlState {
  sort: TableSort;
  setSort: (sort: TableSort) => void;
  /** The first row of the page (?offset=50), 0 for the first page. */
  offset: number;
  setOffset: (offset: number) => void;
  pageSize: number;
  setPageSize: (pageSize: number) => void;
  /** The named filters the address holds; a missing filter is absent. */
  filters: Readonly<Record<string, string>>;
  /** Sets a filter, or removes it with null or ''. */
  setFilter: (name: string, value: string | null) => void;
}

/**
 * A list's sort, page, page size and named filters, kept in the address next to the other query
 * values (?sort=created_at&offset=50&limit=100) so that Back, a reload and a shared link show the
 * same page. Values at their defaults are left out; changing the sort, the page size or a filter
 * goes back to the first page. The screens read only values they offer.
 */
export function useTableUrlState({
  sortable = [],
  defaultSort,
  defaultPageSize,
  pageSizes = [],
  filters: filterNames = [],
}: TableUrlStateOptions): TableUrlState {
  const [query, setQuery] = useSearchParams();
  const update = useCallback(
    (change: (params: URLSearchParams) => void) =>
      setQuery((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setQuery],
  );
  const setOrDelete = (params: URLSearchParams, name: string, value: string | null) => {
    if (value === null || value === '') params.delete(name);
    else params.set(name, value);
  };

  const sort = readSortParam(query.get('sort'), sortable) ?? defaultSort;
  const offset = readWholeNumber(query.get('offset')) ?? 0;
  const askedSize = readWholeNumber(query.get('limit'));
  const pageSize =
    askedSize !== null && pageSizes.includes(askedSize) ? askedSize : defaultPageSize;
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = query.get(name);
    if (value) filters[name] = value;
  }

  return {
    sort,
    setSort: (next) =>
      update((params) => {
        const isDefault = next.id === defaultSort.id && next.desc === defaultSort.desc;
        setOrDelete(params, 'sort', isDefault ? null : sortParam(next));
        params.delete('offset');
      }),
    offset,
    setOffset: (next) =>
      update((params) => setOrDelete(params, 'offset', next > 0 ? String(next) : null)),
    pageSize,
    setPageSize: (next) =>
      update((params) => {
        setOrDelete(params, 'limit', next === defaultPageSize ? null : String(next));
        params.delete('offset');
      }),
    filters,
    setFilter: (name, value) =>
      update((params) => {
        setOrDelete(params, name, value);
        params.delete('offset');
      }),
  };
}
