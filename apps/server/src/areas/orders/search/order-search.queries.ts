import type { Database } from '@backoffice/db';
import { carts, customers, orderAddresses, orders } from '@backoffice/db/schema';
import { ORDER_SEARCH_COUNT_CAP, type SearchKey } from '@backoffice/domain/orders';
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';

// The SQL of universal search, exported as functions so that bench/ runs the same queries.

/** A LIKE pattern matching names that start with `prefix` (backslash escapes % and _). */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The orders a search key matches, as a subquery of `(id, created_at)` rows; each kind is served
 * by an index: `orders.order_random_id` (unique), `carts` primary key, `customers_mobile_key`,
 * `customers_alternate_mobile_idx` and `order_addresses_mobile_number_idx`, `customers_email_idx`
 * on lower(email), `customers_name_prefix_idx` on lower(name) text_pattern_ops. Customers reach
 * their orders through `orders_customer_id_idx` (customer_id, created_at, id), an index-only scan:
 * a name matching thousands of orders is sorted from the index, not from the order rows. Null for
 * a cart id no cart can have.
 */
export function matchingOrders(key: SearchKey): SQL | null {
  const ordersOf = (customerIds: SQL) =>
    sql`select ${orders.id}, ${orders.created_at} from ${orders}
      where ${orders.customer_id} in (${customerIds})`;
  switch (key.kind) {
    case 'order_id':
      return sql`select ${orders.id}, ${orders.created_at} from ${orders}
        where ${orders.order_random_id} = ${key.value}`;
    case 'cart_id': {
      const cartPid = Number(key.value);
      if (!Number.isSafeInteger(cartPid)) return null;
      return sql`select ${orders.id}, ${orders.created_at} from ${carts}
        join ${orders} on ${orders.id} = ${carts.order_id} where ${carts.id} = ${cartPid}`;
    }
    case 'mobile':
      return sql`${ordersOf(sql`
        select ${customers.id} from ${customers}
        where ${customers.mobile} = ${key.value} or ${customers.alternate_mobile} = ${key.value}`)}
        union
        select ${orders.id}, ${orders.created_at} from ${orderAddresses}
        join ${orders} on ${orders.id} = ${orderAddresses.order_id}
        where ${orderAddresses.mobile_number} = ${key.value}`;
    case 'email':
      return ordersOf(
        sql`select ${customers.id} from ${customers} where lower(${customers.email}) = ${key.value}`,
      );
    case 'name':
      return ordersOf(
        sql`select ${customers.id} from ${customers}
          where lower(${customers.name}) like ${startsWith(key.value)}`,
      );
  }
}

/**
 * How many orders a search matched, counted up to ORDER_SEARCH_COUNT_CAP + 1: one more than the
 * cap says that there are more.
 */
export async function countMatchingOrders(db: Database, matched: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::integer` })
    .from(
      sql`(select 1 from (${matched}) as matched limit ${ORDER_SEARCH_COUNT_CAP + 1}) as counted`,
    );
  return row?.count ?? 0;
}

/**
 * One page of the matched orders with their customers, newest first. The page's 50 ids are picked
 * from the matched `(id, created_at)` rows first; only they are joined to their orders.
 */
export function matchingOrderPage(
  db: Database,
  matched: SQL,
  page: { limit: number; offset: number },
) {
  const pageIds = sql`select matched.id from (${matched}) as matched
    order by matched.created_at desc, matched.id desc limit ${page.limit} offset ${page.offset}`;
  return db
    .select({ order: orders, customer: customers })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .where(sql`${orders.id} in (${pageIds})`)
    .orderBy(desc(orders.created_at), desc(orders.id));
}

export type MatchedOrderRow = Awaited<ReturnType<typeof matchingOrderPage>>[number];

/** The carts of the orders on a page, in cart order (`carts_order_id_idx`). */
export function cartsOfOrders(db: Database, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      order_id: carts.order_id,
      cart_pid: carts.id,
      item_name: carts.item_name,
      orm_order_status: carts.orm_order_status,
    })
    .from(carts)
    .where(inArray(carts.order_id, [...orderIds]))
    .orderBy(asc(carts.id));
}
