import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { cartStatusCounts, UNASSIGNED_LOGIN_ID } from '../schema/orders/cart-status-counts';
import { carts } from '../schema/orders/carts';

/** The bucket a cart is counted in: its channel, status and agent (null while unassigned). */
export interface CartCountKey {
  affiliate_id: number;
  orm_order_status: number;
  assigned_login_id: number | null;
}

/** A change of one bucket's count. */
export interface CartCountChange extends CartCountKey {
  delta: number;
}

const bucketOf = (key: CartCountKey) =>
  [key.affiliate_id, key.orm_order_status, key.assigned_login_id ?? UNASSIGNED_LOGIN_ID] as const;

/**
 * Applies count changes inside the caller's transaction (the one that writes the carts). Changes
 * of one bucket are summed; buckets are written in key order, so two transactions touching the
 * same buckets queue instead of deadlocking. A count that would drop below zero fails the
 * statement (the CHECK), which rolls the cart change back with it.
 */
export async function changeCartStatusCounts(
  tx: Database,
  changes: readonly CartCountChange[],
): Promise<void> {
  const sums = new Map<string, { bucket: readonly [number, number, number]; delta: number }>();
  for (const change of changes) {
    const bucket = bucketOf(change);
    const id = bucket.join(':');
    const sum = sums.get(id) ?? { bucket, delta: 0 };
    sum.delta += change.delta;
    sums.set(id, sum);
  }
  const ordered = [...sums.values()]
    .filter((s) => s.delta !== 0)
    .sort((a, b) => compareBuckets(a.bucket, b.bucket));
  if (ordered.length === 0) return;
  const rows = ordered.map(
    ({ bucket: [affiliate, status, agent], delta }) =>
      sql`(${affiliate}::smallint, ${status}::smallint, ${agent}::integer, ${delta}::integer)`,
  );
  // One statement, rows in key order: a new bucket starts at its (positive) change, an existing
  // one moves by it. Upserts take row locks in the order the rows come.
  const result = await tx.execute(sql`
    with changes (affiliate_id, orm_order_status, assigned_login_id, delta) as (
      values ${sql.join(rows, sql`, `)}
    )
    insert into ${cartStatusCounts} as c (affiliate_id, orm_order_status, assigned_login_id, count)
    select affiliate_id, orm_order_status, assigned_login_id, greatest(delta, 0) from changes
    order by affiliate_id, orm_order_status, assigned_login_id
    on conflict (affiliate_id, orm_order_status, assigned_login_id)
    do update set count = c.count + (
      select ch.delta from changes ch
      where (ch.affiliate_id, ch.orm_order_status, ch.assigned_login_id)
        = (excluded.affiliate_id, excluded.orm_order_status, excluded.assigned_login_id)
    )
    returning c.affiliate_id, c.orm_order_status, c.assigned_login_id, (c.xmax = 0) as inserted
  `);
  // Both drivers answer { rows }; the shared Database type leaves the raw result untyped.
  const { rows: written } = result as unknown as { rows: WrittenBucket[] };
  const missing = written.find(
    (w) =>
      w.inserted &&
      (sums.get([w.affiliate_id, w.orm_order_status, w.assigned_login_id].join(':'))?.delta ?? 0) <
        0,
  );
  if (missing) {
    throw new Error(
      `cart_status_counts: no carts counted in ${JSON.stringify(missing)} to take one from`,
    );
  }
}

interface WrittenBucket {
  affiliate_id: number;
  orm_order_status: number;
  assigned_login_id: number;
  inserted: boolean;
}

function compareBuckets(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Counts newly inserted carts (pass the inserted rows themselves). */
export function addCartStatusCounts(tx: Database, carts: readonly CartCountKey[]): Promise<void> {
  return changeCartStatusCounts(
    tx,
    carts.map((cart) => ({ ...cart, delta: 1 })),
  );
}

/** Moves a cart's count from its old status to its new one (a status change). */
export function moveCartStatusCount(
  tx: Database,
  move: { affiliate_id: number; assigned_login_id: number | null; from: number; to: number },
): Promise<void> {
  const { affiliate_id, assigned_login_id, from, to } = move;
  return changeCartStatusCounts(tx, [
    { affiliate_id, assigned_login_id, orm_order_status: from, delta: -1 },
    { affiliate_id, assigned_login_id, orm_order_status: to, delta: 1 },
  ]);
}

/** Moves a cart's count from one agent to another (assignment; null is unassigned). */
export function moveCartAssignmentCount(
  tx: Database,
  move: {
    affiliate_id: number;
    orm_order_status: number;
    from_login_id: number | null;
    to_login_id: number | null;
  },
): Promise<void> {
  const { affiliate_id, orm_order_status, from_login_id, to_login_id } = move;
  return changeCartStatusCounts(tx, [
    { affiliate_id, orm_order_status, assigned_login_id: from_login_id, delta: -1 },
    { affiliate_id, orm_order_status, assigned_login_id: to_login_id, delta: 1 },
  ]);
}

/**
 * Recounts every bucket from the carts (after a bulk load, or to repair a drift). Takes an
 * exclusive lock on the counts so no cart change interleaves with the recount.
 */
export async function rebuildCartStatusCounts(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${cartStatusCounts} in exclusive mode`);
    await tx.execute(sql`delete from ${cartStatusCounts}`);
    await tx.execute(sql`
      insert into ${cartStatusCounts} (affiliate_id, orm_order_status, assigned_login_id, count)
      select affiliate_id, orm_order_status, coalesce(assigned_login_id, ${UNASSIGNED_LOGIN_ID}), count(*)
      from ${carts} group by 1, 2, 3
    `);
  });
}
