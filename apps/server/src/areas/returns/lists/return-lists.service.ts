import { can, type Principal } from '@backoffice/domain/access';
import {
  orderStatus,
  platformAffiliateFilter,
  type PlatformFilter,
} from '@backoffice/domain/orders';
import {
  holdSubReasonLabel,
  reasonText,
  returnRequestType,
  RETURN_OPS_TABS,
  RETURN_TABS,
  type ReturnListResponse,
  type ReturnListRow,
  type ReturnTab,
  type ReturnTabCountsResponse,
} from '@backoffice/domain/returns';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { staffOrNotFound } from '../../identity/index';
import {
  channelName,
  orderByRandomId,
  workListCounts,
  workListPage,
  type WorkListFilter,
} from '../../orders/index';
import { requestError } from '../requests/requests.errors';
import { latestRequestsOf, returnCartsOfOrder, type ReturnCartRow } from './return-lists.queries';

/** Which returns list a call names: the customer-experience list or the warehouse end's. */
export type ReturnListKind = 'returns' | 'ops';

/** A list's address: its kind, the platform segment and optionally an agent. */
export interface ReturnListAddress {
  kind: ReturnListKind;
  platform: string;
  cetUid?: number | undefined;
}

const TABS: Record<ReturnListKind, readonly ReturnTab[]> = {
  returns: RETURN_TABS,
  ops: RETURN_OPS_TABS,
};

/**
 * Who reads a returns list (403 first): returns:list for the customer-experience list (000
 * section 6, 001 section 2), returns:ops for the warehouse end's, and team:lead for another
 * agent's carts. Then the platform (404). Answers the carts' filter without a status.
 */
async function openList(
  ctx: AppContext,
  principal: Principal,
  { kind, platform, cetUid }: ReturnListAddress,
): Promise<Omit<WorkListFilter, 'status'>> {
  const access = ctx.config.access;
  if (!can(principal, kind === 'ops' ? 'returns:ops' : 'returns:list', access)) {
    throw new AppError('FORBIDDEN');
  }
  const otherAgent = cetUid !== undefined && cetUid !== principal.login_id;
  if (otherAgent && !can(principal, 'team:lead', access)) throw new AppError('FORBIDDEN');
  const filter: PlatformFilter | null = platformAffiliateFilter(platform, ctx.config.brand);
  if (!filter) throw requestError('returns.unknown_platform', platform);
  if (otherAgent) await staffOrNotFound(ctx.db, cetUid);
  return { platform: filter, agentLoginId: cetUid ?? null };
}

/**
 * One page of a returns tab (carts of one return status, newest first) with the tab's count:
 * the order lists' own page query and counts (cart_status_counts), then the page's requests.
 */
export async function returnList(
  ctx: AppContext,
  principal: Principal,
  address: ReturnListAddress & { slug: string },
  page: { limit: number; offset: number },
): Promise<ReturnListResponse> {
  const base = await openList(ctx, principal, address);
  const tab = TABS[address.kind].find((t) => t.slug === address.slug);
  if (!tab) throw requestError('returns.unknown_list', address.slug);
  const filter: WorkListFilter = { ...base, status: tab.status };
  const [rows, counts] = await Promise.all([
    workListPage(ctx.db, filter, page),
    workListCounts(ctx.db, base, [tab.status]),
  ]);
  return {
    count: counts.get(tab.status) ?? 0,
    limit: page.limit,
    offset: page.offset,
    results: await withRequests(ctx, rows),
  };
}

/** The carts of one order in a return status (the /search/ variant by order_id). */
export async function searchReturnList(
  ctx: AppContext,
  principal: Principal,
  address: ReturnListAddress,
  orderRandomId: string,
): Promise<ReturnListResponse> {
  const base = await openList(ctx, principal, address);
  const found = await orderByRandomId(ctx.db, orderRandomId);
  const rows = found ? await returnCartsOfOrder(ctx.db, found.order.id, base.platform) : [];
  return {
    count: rows.length,
    limit: rows.length,
    offset: 0,
    results: await withRequests(ctx, rows),
  };
}

/** The count behind every tab of a list, keyed by status slug, from cart_status_counts. */
export async function returnTabCounts(
  ctx: AppContext,
  principal: Principal,
  address: ReturnListAddress,
): Promise<ReturnTabCountsResponse> {
  const base = await openList(ctx, principal, address);
  const tabs = TABS[address.kind];
  const counts = await workListCounts(
    ctx.db,
    base,
    tabs.map((t) => t.status),
  );
  return { counts: Object.fromEntries(tabs.map((t) => [t.slug, counts.get(t.status) ?? 0])) };
}

/** The page's carts with their latest requests, as list rows. */
async function withRequests(
  ctx: AppContext,
  rows: readonly ReturnCartRow[],
): Promise<ReturnListRow[]> {
  const requests = await latestRequestsOf(
    ctx.db,
    rows.map((r) => r.cart.id),
  );
  return rows.map((row) => {
    const { cart } = row;
    const found = requests.get(cart.id);
    const request = found?.request;
    return {
      cart_pid: cart.id,
      cart_version: cart.version,
      order_random_id: row.order_random_id,
      affiliate_id: cart.affiliate_id,
      channel: channelName(cart.affiliate_id, ctx.config.brand),
      customer_name: row.customer_name,
      mobile_number: row.mobile_number,
      item_sku: cart.item_sku,
      item_name: cart.item_name,
      item_quantity: cart.item_quantity,
      status: cart.orm_order_status,
      status_label: orderStatus(cart.orm_order_status).label,
      status_changed_at: cart.status_changed_at.toISOString(),
      assigned_to:
        cart.assigned_login_id === null
          ? null
          : { login_id: cart.assigned_login_id, name: row.assigned_name ?? '' },
      request_id: request?.id ?? null,
      request_version: request?.version ?? null,
      request_type: request?.request_type ?? null,
      request_type_label: request
        ? (returnRequestType(request.request_type)?.label ?? request.request_type)
        : null,
      kind: request?.kind ?? null,
      reason: request ? reasonText(request.reason_id, request.sub_reason_id) : null,
      quantity: request?.quantity ?? null,
      hold_sub_reason:
        request?.hold_sub_reason_id == null
          ? null
          : (holdSubReasonLabel(request.hold_sub_reason_id) ?? null),
      requested_at: request?.created_at.toISOString() ?? null,
      requested_by:
        request && found
          ? { login_id: request.created_by_login_id, name: found.created_by_name }
          : null,
    };
  });
}
