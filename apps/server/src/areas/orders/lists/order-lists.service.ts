import { can, type Principal } from '@backoffice/domain/access';
import {
  orderStatus,
  platformAffiliateFilter,
  statusBySlug,
  tabsForRole,
  type OrderListResponse,
  type OrderListRow,
  type OrderTeam,
  type PlatformFilter,
  type TabCountsResponse,
  type TListQuery,
} from '@backoffice/domain/orders';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { assignee, channelName } from '../details/order-views';
import { staffOrNotFound } from '../../identity/index';
import { unknownList, unknownPlatform } from './order-lists.errors';
import {
  workListCounts,
  workListPage,
  type WorkListFilter,
  type WorkListRow,
} from './order-lists.queries';

/** Which list a call names: the team, the platform segment and optionally an agent. */
export interface ListAddress {
  team: OrderTeam;
  platform: string;
  cetUid?: number | undefined;
}

/**
 * One page of a team work list (carts of one status tab, newest first unless the query asks for
 * the oldest first) with the tab's count.
 * The team's list capability is checked first; another agent's list needs team:lead.
 */
export async function workList(
  ctx: AppContext,
  principal: Principal,
  address: ListAddress & { slug: string },
  page: Pick<TListQuery, 'limit' | 'offset' | 'sort'>,
): Promise<OrderListResponse> {
  const filter = await openListTab(ctx, principal, address);
  const [rows, counts] = await Promise.all([
    workListPage(ctx.db, filter, page),
    workListCounts(ctx.db, filter, [filter.status]),
  ]);
  return {
    count: counts.get(filter.status) ?? 0,
    limit: page.limit,
    offset: page.offset,
    results: rows.map((row) => toListRow(ctx, row)),
  };
}

/**
 * Checks the caller may open the list (403 first, then the platform and the agent), then that
 * the slug is one of the caller's tabs of that team (404): the carts the list holds.
 */
export async function openListTab(
  ctx: AppContext,
  principal: Principal,
  address: ListAddress & { slug: string },
): Promise<WorkListFilter> {
  const { platform, agentLoginId } = await openList(ctx, principal, address);
  const status = statusBySlug(address.slug);
  if (!status || !tabsForRole(principal, address.team).includes(status)) {
    throw unknownList(address.team, address.slug);
  }
  return { platform, status: status.id, agentLoginId };
}

/** The number of carts behind every status tab of a team's list, keyed by status slug. */
export async function tabCounts(
  ctx: AppContext,
  principal: Principal,
  address: ListAddress,
): Promise<TabCountsResponse> {
  const { platform, agentLoginId } = await openList(ctx, principal, address);
  const tabs = tabsForRole(principal, address.team);
  const counts = await workListCounts(
    ctx.db,
    { platform, agentLoginId },
    tabs.map((s) => s.id),
  );
  return { counts: Object.fromEntries(tabs.map((s) => [s.slug, counts.get(s.id) ?? 0])) };
}

/**
 * The lists' rule of who reads what (403 otherwise): the team's list capability, and team:lead
 * for another agent's. Answers the other agent the call names, or null for the caller's own.
 */
export function checkListAccess(
  ctx: AppContext,
  principal: Principal,
  team: OrderTeam,
  cetUid: number | undefined,
): number | null {
  const access = ctx.config.access;
  if (!can(principal, team === 'oc' ? 'orders:oc-list' : 'orders:rt-list', access)) {
    throw new AppError('FORBIDDEN');
  }
  if (cetUid === undefined || cetUid === principal.login_id) return null;
  if (!can(principal, 'team:lead', access)) throw new AppError('FORBIDDEN');
  return cetUid;
}

/** Checks the caller may open the list (403 before anything else), then reads the platform. */
async function openList(
  ctx: AppContext,
  principal: Principal,
  { team, platform, cetUid }: ListAddress,
): Promise<{ platform: PlatformFilter; agentLoginId: number | null }> {
  const otherAgent = checkListAccess(ctx, principal, team, cetUid);
  const filter = platformAffiliateFilter(platform, ctx.config.brand);
  if (!filter) throw unknownPlatform(platform);
  if (otherAgent !== null) await staffOrNotFound(ctx.db, otherAgent);
  return { platform: filter, agentLoginId: cetUid ?? null };
}

/** A cart of a work list as the lists and their search answer it. */
export function toListRow(ctx: AppContext, row: WorkListRow): OrderListRow {
  const { cart } = row;
  const status = cart.orm_order_status;
  return {
    cart_pid: cart.id,
    order_random_id: row.order_random_id,
    affiliate_id: cart.affiliate_id,
    channel: channelName(cart.affiliate_id, ctx.config.brand),
    customer_name: row.customer_name,
    mobile_number: row.mobile_number,
    pincode: row.pincode ?? '',
    item_sku: cart.item_sku,
    item_name: cart.item_name,
    item_quantity: cart.item_quantity,
    item_price: toWireRupees(cart.price_paise),
    payment_type: row.payment_type,
    orm_order_status: status,
    status_label: orderStatus(status).label,
    shipment_not_possible: cart.shipment_not_possible,
    is_urgent: cart.is_urgent,
    created_at: cart.created_at.toISOString(),
    assigned_to: assignee(cart.assigned_login_id, row.assigned_name),
    version: cart.version,
  };
}
