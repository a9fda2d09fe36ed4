import type { Database } from '@backoffice/db';
import { carts, customers, orderAddresses, orders } from '@backoffice/db/schema';
import type { SearchKey } from '@backoffice/domain/orders';
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';

// The SQL of universal search, exported as functions so that bench/ runs the same queries.

/** A LIKE pattern matching names that start with `prefix` (backslash escapes % and _). */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The ids of the orders a search key matches, as a subquery; each kind is served by an index:
 * `orders.order_random_id` (unique), `carts` primary key, `customers_mobile_idx`,
 * `customers_alternate_mobile_idx` and `order_addresses_mobile_number_idx`, `customers_email_idx`
 * on lower(email), `customers_name_prefix_idx` on lower(name) text_pattern_ops; customers reach
 * their orders through `orders_customer_id_idx`. Null for a cart id no cart can have.
 */
export function matchingOrderIds(key: SearchKey): SQL | null {
  const ordersOf = (customerIds: SQL) =>
    sql`select ${orders.id} from ${orders} where ${orders.customer_id} in (${customerIds})`;
  switch (key.kind) {
    case 'order_id':
      return sql`select ${orders.id} from ${orders} where ${orders.order_random_id} = ${key.value}`;
    case 'cart_id': {
      const cartPid = Number(key.value);
      if (!Number.isSafeInteger(cartPid)) return null;
      return sql`select ${carts.order_id} from ${carts} where ${carts.id} = ${cartPid}`;
    }
    case 'mobile':
      return sql`${ordersOf(sql`
        select ${customers.id} from ${customers}
        where ${customers.mobile} = ${key.value} or ${customers.alternate_mobile} = ${key.value}`)}
        union
        select ${orderAddresses.order_id} from ${orderAddresses}
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

/** How many orders a search matched. */
export async function countMatchingOrders(db: Database, matched: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::integer` })
    .from(orders)
    .where(sql`${orders.id} in (${matched})`);
  return row?.count ?? 0;
}

/** One page of the matched orders with their customers, newest first. */
export function matchingOrderPage(
  db: Database,
  matched: SQL,
  page: { limit: number; offset: number },
) {
  return db
    .select({ order: orders, customer: customers })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .where(sql`${orders.id} in (${matched})`)
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
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
