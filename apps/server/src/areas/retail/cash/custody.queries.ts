import type { Database } from '@backoffice/db';
import {
  retailCashSubmits,
  retailDisputes,
  retailFloats,
  retailHandOvers,
  staff,
  type RetailFloatRow,
} from '@backoffice/db/schema';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { OPEN_FLOAT_STATUSES } from '@backoffice/domain/retail/cash';

/** The agent's latest float (the open one when there is one), locked when asked. */
export async function latestFloat(
  db: Database,
  agentLoginId: number,
  forUpdate = false,
): Promise<RetailFloatRow | undefined> {
  const query = db
    .select()
    .from(retailFloats)
    .where(eq(retailFloats.agent_login_id, agentLoginId))
    .orderBy(desc(retailFloats.float_id))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The floats still out with the store's agents, by agent. */
export async function openFloats(
  db: Database,
  store: string,
): Promise<Map<number, RetailFloatRow>> {
  const rows = await db
    .select()
    .from(retailFloats)
    .where(
      and(
        eq(retailFloats.retail_store_id, store),
        inArray(retailFloats.status, [...OPEN_FLOAT_STATUSES]),
      ),
    );
  return new Map(rows.map((r) => [r.agent_login_id, r]));
}

/** A hand-over of the store, locked for the change. */
export async function handOverOfStore(db: Database, store: string, handOverId: number) {
  const [row] = await db
    .select()
    .from(retailHandOvers)
    .where(
      and(eq(retailHandOvers.hand_over_id, handOverId), eq(retailHandOvers.retail_store_id, store)),
    )
    .for('update');
  return row;
}

/** The store's hand-overs still in transit, oldest first. */
export function handOversInTransit(db: Database, store: string) {
  return db
    .select()
    .from(retailHandOvers)
    .where(
      and(eq(retailHandOvers.retail_store_id, store), eq(retailHandOvers.status, 'in_transit')),
    )
    .orderBy(retailHandOvers.hand_over_id);
}

/** The store's open disputes, oldest first. */
export function openDisputes(db: Database, store: string) {
  return db
    .select()
    .from(retailDisputes)
    .where(and(eq(retailDisputes.retail_store_id, store), isNull(retailDisputes.outcome)))
    .orderBy(retailDisputes.dispute_id);
}

/** The store's last submit by a manager, with the manager's name. */
export async function lastSubmit(db: Database, store: string) {
  const [row] = await db
    .select({
      login_id: retailCashSubmits.login_id,
      name: staff.name,
      at: retailCashSubmits.created_at,
    })
    .from(retailCashSubmits)
    .innerJoin(staff, eq(staff.login_id, retailCashSubmits.login_id))
    .where(eq(retailCashSubmits.retail_store_id, store))
    .orderBy(desc(retailCashSubmits.submit_id))
    .limit(1);
  return row;
}
