import type { Database } from '@backoffice/db';
import {
  cartDockets,
  carts,
  customers,
  orderAddresses,
  orders,
  staff,
  type CartRow,
  type CustomerRow,
  type OrderAddressRow,
  type OrderRow,
} from '@backoffice/db/schema';
import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';

/** An order with its buyer. */
export interface OrderWithCustomer {
  order: OrderRow;
  customer: CustomerRow;
}

/** A cart with the names the order page shows: its agent and its latest docket. */
export type CartView = CartRow & { assigned_name: string | null; docket_number: string | null };

/**
 * The order of a random id with its customer; `forUpdate` locks the order row until the
 * transaction ends (a status change locks the order first, then its carts).
 */
export async function orderByRandomId(
  db: Database,
  orderRandomId: string,
  forUpdate = false,
): Promise<OrderWithCustomer | undefined> {
  const query = db
    .select({ order: orders, customer: customers })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .where(eq(orders.order_random_id, orderRandomId));
  const [row] = forUpdate ? await query.for('update', { of: orders }) : await query;
  return row;
}

/** The shipping and billing addresses of an order. */
export function addressesOf(db: Database, orderId: number): Promise<OrderAddressRow[]> {
  return db.select().from(orderAddresses).where(eq(orderAddresses.order_id, orderId));
}

const latestDocket = sql<string | null>`(
  select ${cartDockets.docket_number} from ${cartDockets}
  where ${cartDockets.cart_id} = ${carts.id}
  order by ${cartDockets.created_at} desc, ${cartDockets.id} desc limit 1
)`;

/** Carts with their agent's name and latest docket, in cart order. */
export function cartViews(db: Database, where: SQL | undefined): Promise<CartView[]> {
  return db
    .select({ ...getTableColumns(carts), assigned_name: staff.name, docket_number: latestDocket })
    .from(carts)
    .leftJoin(staff, eq(staff.login_id, carts.assigned_login_id))
    .where(where)
    .orderBy(asc(carts.id));
}

/** The carts of an order, in cart order. */
export const cartsOfOrder = (db: Database, orderId: number) =>
  cartViews(db, eq(carts.order_id, orderId));
