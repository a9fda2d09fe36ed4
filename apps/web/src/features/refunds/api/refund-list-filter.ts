/** The filters and page of a refund list, as its address keeps them. */
export interface RefundListFilter {
  /** First and last day of the refunds' creation (YYYY-MM-DD), or null for no bound. */
  from: string | null;
  to: string | null;
  /** An order id searched, or ''. */
  search: string;
  offset: number;
  limit: number;
}

/** The list's filter as the list and export calls take it (no paging). */
export function filterQuery(filter: RefundListFilter): Record<string, string> {
  return {
    ...(filter.from === null ? {} : { start_date: filter.from }),
    ...(filter.to === null ? {} : { end_date: filter.to }),
    ...(filter.search === '' ? {} : { search: filter.search }),
  };
}
