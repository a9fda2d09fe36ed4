import type { Database } from '@backoffice/db';
import {
  cartStatusCounts,
  carts,
  customers,
  orderAddresses,
  orders,
  staff,
} from '@backoffice/db/schema';
import {
  DEFAULT_ORDER_LIST_SORT,
  ORDER_SEARCH_COUNT_CAP,
  type OrderListSort,
  type PlatformFilter,
  type StatusId,
} from '@backoffice/domain/orders';
import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';

// The SQL of the team work lists, exported as functions so that bench/ runs the same queries.

/** What a work list selects: one status, the platform's channels and optionally one agent. */
export interface WorkListFilter {
  platform: PlatformFilter;
  status: StatusId;
  /** Only this agent's carts; every cart when null. */
  agentLoginId: number | null;
  /**
   * Only the carts of these orders: a subquery of `(id, created_at)` order rows, such as
   * universal search's `matchingOrders`. Every order when absent.
   */
  ofOrders?: SQL;
}

/**
 * The platform's channels. The other channels are written `affiliate_id <> 0` with a literal 0,
 * so that the planner matches the partial indexes `carts_affiliate_*_list_idx`.
 */
function channelsOf(column: AnyColumn, platform: PlatformFilter): SQL {
  return platform.channels === 'own'
    ? sql`${column} = ${sql.raw(String(platform.affiliate_id))}`
    : sql`${column} <> ${sql.raw(String(platform.except_affiliate_id))}`;
}

/**
 * The carts a work list holds. Orders given by `ofOrders` reach their carts through
 * `carts_order_id_idx`; the planner may also walk the list's own index and keep the carts of
 * those orders.
 */
function inList(filter: WorkListFilter): SQL {
  const conditions = [
    eq(carts.orm_order_status, filter.status),
    channelsOf(carts.affiliate_id, filter.platform),
  ];
  if (filter.agentLoginId !== null) {
    conditions.push(eq(carts.assigned_login_id, filter.agentLoginId));
  }
  if (filter.ofOrders !== undefined) {
    conditions.push(
      sql`${carts.order_id} in (select matched.id from (${filter.ofOrders}) as matched)`,
    );
  }
  return sql`(${sql.join(conditions, sql` and `)})`;
}

/**
 * The order of a page: newest first (the default) or oldest first. Either way the lists' indexes
 * give it, the second read backwards; the cart id breaks ties.
 */
function listOrder(sort: OrderListSort = DEFAULT_ORDER_LIST_SORT): [SQL, SQL] {
  return sort === 'created_at'
    ? [asc(carts.created_at), asc(carts.id)]
    : [desc(carts.created_at), desc(carts.id)];
}

/**
 * One page of a work list, newest first unless `page.sort` asks for the oldest first. A deferred
 * join: the page's cart ids come from `carts_status_list_idx` / `carts_agent_list_idx` (or their
 * partial twins for the other channels) alone, then only those carts are joined to their order,
 * customer, shipping address and agent.
 */
export function workListPage(
  db: Database,
  filter: WorkListFilter,
  page: { limit: number; offset: number; sort?: OrderListSort },
) {
  const pageIds = db.$with('page_ids').as(
    db
      .select({ id: carts.id })
      .from(carts)
      .where(inList(filter))
      .orderBy(...listOrder(page.sort))
      .limit(page.limit)
      .offset(page.offset),
  );
  return db
    .with(pageIds)
    .select({
      cart: carts,
      order_random_id: orders.order_random_id,
      payment_type: orders.payment_type,
      confirmed_at: orders.confirmed_at,
      customer_name: customers.name,
      mobile_number: customers.mobile,
      alternate_mobile_number: customers.alternate_mobile,
      email: customers.email,
      pincode: orderAddresses.pincode,
      city: orderAddresses.city,
      assigned_name: staff.name,
    })
    .from(pageIds)
    .innerJoin(carts, eq(carts.id, pageIds.id))
    .innerJoin(orders, eq(orders.id, carts.order_id))
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .leftJoin(
      orderAddresses,
      and(eq(orderAddresses.order_id, orders.id), eq(orderAddresses.kind, 'shipping')),
    )
    .leftJoin(staff, eq(staff.login_id, carts.assigned_login_id))
    .orderBy(...listOrder(page.sort));
}

export type WorkListRow = Awaited<ReturnType<typeof workListPage>>[number];

/**
 * How many carts of a work list `filter.ofOrders` holds, counted up to ORDER_SEARCH_COUNT_CAP + 1
 * like universal search: one more than the cap says that there are more.
 */
export async function countListHits(db: Database, filter: WorkListFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::integer` })
    .from(
      sql`(select 1 from ${carts} where ${inList(filter)} limit ${ORDER_SEARCH_COUNT_CAP + 1}) as counted`,
    );
  return row?.count ?? 0;
}

/**
 * Carts per status of a platform (and agent), from `cart_status_counts`: never a count over
 * carts. Statuses without a row count 0.
 */
export async function workListCounts(
  db: Database,
  filter: Omit<WorkListFilter, 'status'>,
  statuses: readonly StatusId[],
): Promise<Map<StatusId, number>> {
  if (statuses.length === 0) return new Map();
  const rows = await db
    .select({
      status: cartStatusCounts.orm_order_status,
      count: sql<number>`sum(${cartStatusCounts.count})::integer`,
    })
    .from(cartStatusCounts)
    .where(
      and(
        inArray(cartStatusCounts.orm_order_status, [...statuses]),
        channelsOf(cartStatusCounts.affiliate_id, filter.platform),
        filter.agentLoginId === null
          ? undefined
          : eq(cartStatusCounts.assigned_login_id, filter.agentLoginId),
      ),
    )
    .groupBy(cartStatusCounts.orm_order_status);
  const counts = new Map<StatusId, number>(statuses.map((s) => [s, 0]));
  // Only the asked statuses are selected.
  for (const row of rows) counts.set(row.status as StatusId, row.count);
  return counts;
}
