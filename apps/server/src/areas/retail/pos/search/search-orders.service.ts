import { indiaDaysRange } from '@backoffice/domain/core/dates';
import {
  isRetailSearchWindow,
  type RetailOrderSearchAnswer,
  type TRetailOrderSearchQuery,
} from '@backoffice/domain/retail/pos';
import type { AppContext } from '../../../../core/context';
import type { StaffCaller } from '../../../../core/use-case';
import { retailOrderRows } from './order-rows';
import { retailSearchError } from './search.errors';
import {
  callerStore,
  retailOrderCount,
  retailOrderPage,
  type RetailOrderFilter,
} from './search.queries';

/** The caller's store's orders of the window, for one customer's text when there is one. */
export async function storeFilter(
  ctx: AppContext,
  caller: StaffCaller,
  window: { start_date: string; end_date: string },
  text: string | null,
): Promise<RetailOrderFilter> {
  if (!isRetailSearchWindow(window.start_date, window.end_date)) {
    throw retailSearchError('retail.search_window').at('start_date');
  }
  const store = await callerStore(ctx.db, caller.login_id);
  if (store === null) throw retailSearchError('retail.search_no_store');
  const { from, to } = indiaDaysRange(window.start_date, window.end_date);
  return { store, from, to, text };
}

/**
 * /search-retail-order (002 section 2): one page of the caller's store's POS orders created in
 * the window (India days), newest first, by mobile, alternate mobile or PTR id when given.
 */
export async function searchRetailOrders(
  ctx: AppContext,
  caller: StaffCaller,
  query: TRetailOrderSearchQuery,
): Promise<RetailOrderSearchAnswer> {
  const text = query.query?.trim() ? query.query.trim() : null;
  const filter = await storeFilter(ctx, caller, query, text);
  const [records, total] = await Promise.all([
    retailOrderPage(ctx.db, filter, query.offset, query.limit),
    retailOrderCount(ctx.db, filter),
  ]);
  return {
    order_detail: await retailOrderRows(ctx.db, records),
    offset: query.offset,
    total,
    limit: query.limit,
  };
}
