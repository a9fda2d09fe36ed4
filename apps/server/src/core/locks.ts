import type { Database } from '@backoffice/db';
import { carts, customers, orders, posOrders, refunds } from '@backoffice/db/schema';
import { asc, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The one order in which use cases lock the rows of orders and money: an order, its carts, the
 * till order it was placed from, a cart's refunds, then the customer's wallet, then a store's
 * cash (a cancellation holds the carts when it reaches the till sale).
 * Two use cases that take their locks in this order queue one behind the other and never
 * deadlock. Within a kind the rows are locked in id order.
 */
export const LOCK_ORDER = [
  'orders',
  'carts',
  'tillOrders',
  'refunds',
  'wallets',
  'storeCash',
] as const;

/**
 * The rows a use case locks, by kind: order, cart, till order (POS) and refund ids, the customer
 * ids whose wallet it moves, and the store codes whose cash it moves.
 */
export type Locks = {
  readonly [K in (typeof LOCK_ORDER)[number]]?: readonly (K extends 'storeCash'
    ? string
    : number)[];
};

/** The table and id column of each kind locked by its rows. */
const ROWS = {
  orders: [orders, orders.id],
  tillOrders: [posOrders, posOrders.id],
  carts: [carts, carts.id],
  refunds: [refunds, refunds.id],
  wallets: [customers, customers.id],
} as const satisfies Record<Exclude<keyof Locks, 'storeCash'>, readonly [PgTable, AnyColumn]>;

/**
 * Takes a use case's locks in LOCK_ORDER, inside its transaction; a lock it already holds is
 * taken again at no cost. A use case that locks more than one kind takes them here, all at
 * once, before it writes anything that refers to them: a write that refers to a row (a new
 * order of a customer) holds a share of it, and a lock taken after that share can deadlock.
 */
export async function lockInOrder(tx: Database, locks: Locks): Promise<void> {
  for (const kind of LOCK_ORDER) {
    if (kind === 'storeCash') {
      // A store's cash is a ledger of many rows: one lock named by the store stands for it.
      for (const store of [...new Set(locks.storeCash)].sort()) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`retail-cash:${store}`}))`);
      }
      continue;
    }
    const ids = [...new Set(locks[kind])].sort((a, b) => a - b);
    if (ids.length === 0) continue;
    const [table, id] = ROWS[kind];
    await tx.select({ id }).from(table).where(inArray(id, ids)).orderBy(asc(id)).for('update');
  }
}
