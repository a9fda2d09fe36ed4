import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/client';
import { addCartStatusCounts } from '../../src/orders/status-counts';
import {
  auditLog,
  cancellationRequests,
  cartDockets,
  cartRequestedDates,
  carts,
  customers,
  invoiceDocuments,
  orderAddresses,
  orderComments,
  orderEvents,
  orderNotifications,
  orderPayments,
  orders,
} from '../../src/schema/index';
import type { OrderPlan } from './order-plan-types';

/** The ids the database gave a written order. */
export interface WrittenOrder {
  order_id: number;
  customer_id: number;
  cart_ids: number[];
}

/**
 * Writes orders planned by planOrder in a few multi-row inserts per table, with ids taken from
 * the tables' sequences up front, and counts their carts in cart_status_counts. Run it inside a
 * transaction: the counts and the carts must land together.
 */
export async function writeOrderPlans(
  tx: Database,
  plans: readonly OrderPlan[],
): Promise<WrittenOrder[]> {
  const newCustomers = plans.filter((p) => !('id' in p.customer));
  const customerIds = await nextIds(tx, 'customers', newCustomers.length);
  const orderIds = await nextIds(tx, 'orders', plans.length);
  const cartIds = await nextIds(
    tx,
    'carts',
    plans.reduce((n, p) => n + p.carts.length, 0),
  );

  let nextCustomer = 0;
  let nextCart = 0;
  const rows = emptyRows();
  const written = plans.map((plan, i): WrittenOrder => {
    const order_id = orderIds[i] as number;
    let customer_id: number;
    if ('id' in plan.customer) customer_id = plan.customer.id;
    else {
      customer_id = customerIds[nextCustomer++] as number;
      rows.customers.push({ ...plan.customer, id: customer_id });
    }
    rows.orders.push({ ...plan.order, id: order_id, customer_id });
    rows.addresses.push(...plan.addresses.map((a) => ({ ...a, order_id })));
    rows.payments.push(...plan.payments.map((p) => ({ ...p, order_id })));
    rows.notifications.push(...plan.notifications.map((n) => ({ ...n, order_id })));
    const cart_ids = plan.carts.map((c) => {
      const cart_id = cartIds[nextCart++] as number;
      const affiliate_id = plan.order.affiliate_id;
      rows.carts.push({ ...c.cart, id: cart_id, order_id, affiliate_id });
      rows.comments.push(...c.comments.map((m) => ({ ...m, order_id, cart_id })));
      rows.dockets.push(...c.dockets.map((d) => ({ ...d, cart_id })));
      rows.invoices.push(...c.invoices.map((d) => ({ ...d, cart_id })));
      rows.requestedDates.push(...c.requestedDates.map((d) => ({ ...d, cart_id })));
      rows.cancellationRequests.push(...c.cancellationRequests.map((r) => ({ ...r, cart_id })));
      rows.events.push(...c.events.map((e) => ({ ...e, order_id, cart_id })));
      rows.audit.push(
        ...c.audit.map((a) => ({ ...a, entity: 'cart', entity_id: String(cart_id) })),
      );
      return cart_id;
    });
    return { order_id, customer_id, cart_ids };
  });

  await insertInBatches(tx, customers, rows.customers);
  await insertInBatches(tx, orders, rows.orders);
  await insertInBatches(tx, orderAddresses, rows.addresses);
  await insertInBatches(tx, carts, rows.carts);
  await insertInBatches(tx, orderComments, rows.comments);
  await insertInBatches(tx, orderPayments, rows.payments);
  await insertInBatches(tx, orderNotifications, rows.notifications);
  await insertInBatches(tx, cartDockets, rows.dockets);
  await insertInBatches(tx, invoiceDocuments, rows.invoices);
  await insertInBatches(tx, cartRequestedDates, rows.requestedDates);
  await insertInBatches(tx, cancellationRequests, rows.cancellationRequests);
  await insertInBatches(tx, orderEvents, rows.events);
  await insertInBatches(tx, auditLog, rows.audit);
  await addCartStatusCounts(
    tx,
    rows.carts.map((c) => ({
      affiliate_id: c.affiliate_id,
      orm_order_status: c.orm_order_status ?? 1,
      assigned_login_id: c.assigned_login_id ?? null,
    })),
  );
  return written;
}

function emptyRows() {
  return {
    customers: [] as (typeof customers.$inferInsert)[],
    orders: [] as (typeof orders.$inferInsert)[],
    addresses: [] as (typeof orderAddresses.$inferInsert)[],
    payments: [] as (typeof orderPayments.$inferInsert)[],
    notifications: [] as (typeof orderNotifications.$inferInsert)[],
    carts: [] as (typeof carts.$inferInsert)[],
    comments: [] as (typeof orderComments.$inferInsert)[],
    dockets: [] as (typeof cartDockets.$inferInsert)[],
    invoices: [] as (typeof invoiceDocuments.$inferInsert)[],
    requestedDates: [] as (typeof cartRequestedDates.$inferInsert)[],
    cancellationRequests: [] as (typeof cancellationRequests.$inferInsert)[],
    events: [] as (typeof orderEvents.$inferInsert)[],
    audit: [] as (typeof auditLog.$inferInsert)[],
  };
}

/** `count` fresh ids of a bigserial table, in one round trip. */
async function nextIds(tx: Database, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::text as id from generate_series(1, ${count})`,
  );
  // Both drivers answer { rows }; the shared Database type leaves the raw result untyped.
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => Number(r.id));
}

/** Rows per statement: the whole batch travels as one JSON parameter. */
const ROWS_PER_STATEMENT = 5_000;

/**
 * Multi-row insert through one JSON parameter (jsonb_populate_recordset): far quicker than a
 * statement with a parameter per value, on PGlite and PostgreSQL alike.
 */
async function insertInBatches<T extends PgTable>(
  tx: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const names = sql.join(
    keys.map((k) => sql.identifier(columns[k]?.name ?? k)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT);
    await tx.execute(sql`
      insert into ${table} (${names})
      select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(batch)}::jsonb)
    `);
  }
}
