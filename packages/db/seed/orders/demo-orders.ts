import { sql } from 'drizzle-orm';
import type { Database } from '../../src/client';
import { KNOWN_ORDERS, type KnownOrder } from './known-orders';
import { randomOrderId } from './order-ids';
import { planOrder } from './order-plan';
import type { OrderPlan } from './order-plan-types';
import { seedPincodes } from './pincode-directory';
import { createRng, type Rng } from './prng';
import { writeOrderPlans } from './write-plans';

/** How many orders the demo holds (the known orders included). */
export const DEMO_ORDER_COUNT = 5_000;

/** The seed of the demo's random orders: the same demo on every machine. */
const DEMO_SEED = 2026;

/** Orders planned and written together: bounds memory, keeps statements large. */
const BATCH = 1_000;

export interface DemoOrdersOptions {
  count?: number;
  now: Date;
}

/**
 * The pincode directory, the known orders, then random orders up to `count`, spread over the
 * last 120 days, every status and channel. Run it inside the demo seed's transaction.
 */
export async function seedDemoOrders(
  tx: Database,
  { count = DEMO_ORDER_COUNT, now }: DemoOrdersOptions,
): Promise<void> {
  await seedPincodes(tx);
  await startCartIdsAt(tx, FIRST_DEMO_CART_ID);
  const rng = createRng(DEMO_SEED);
  const known = Object.values(KNOWN_ORDERS).slice(0, count);
  const used = new Set(known.map((k) => k.order_random_id));
  let plans: OrderPlan[] = known.map((k) => planKnownOrder(rng, k, now));
  for (let made = known.length; made < count; made++) {
    plans.push(planOrder(rng, { order_random_id: uniqueOrderId(rng, used), now }));
    if (plans.length === BATCH) {
      await writeOrderPlans(tx, plans);
      plans = [];
    }
  }
  await writeOrderPlans(tx, plans);
}

/**
 * Demo cart ids have six digits like production's, and never equal a staff login id: the audit
 * log's entity_id holds both (entity 'cart' or 'staff'), and a cart 2 beside staff 2 misleads.
 */
const FIRST_DEMO_CART_ID = 100_001;

async function startCartIdsAt(tx: Database, first: number): Promise<void> {
  await tx.execute(sql`
    select setval(pg_get_serial_sequence('carts', 'id'),
      greatest(${first - 1}, (select coalesce(max(id), 0) from carts)))`);
}

function planKnownOrder(rng: Rng, known: KnownOrder, now: Date): OrderPlan {
  return planOrder(rng, {
    order_random_id: known.order_random_id,
    now,
    created_at: new Date(now.getTime() - known.placed_minutes_ago * 60_000),
    affiliate_id: known.affiliate_id,
    payment_type: known.payment_type,
    person: known,
    carts: known.carts,
  });
}

function uniqueOrderId(rng: Rng, used: Set<string>): string {
  let id = randomOrderId(rng);
  while (used.has(id)) id = randomOrderId(rng);
  used.add(id);
  return id;
}
