import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { indiaDay, indiaDayBounds } from '@backoffice/domain/core/dates';
import { movementLegs, type Movement } from '@backoffice/domain/retail/cash';
import type { Database } from '../../src/client';
import {
  retailCashEntries,
  retailCashSubmits,
  retailDisputes,
  retailFloats,
  retailHandOvers,
  retailSessions,
} from '../../src/schema/index';

/** The demo store whose day of cash is seeded (its managers 16 and 27, agents 15 and 28). */
const STORE = 'BLR-IND-01';
const MANAGER = 16;
const OTHER_MANAGER = 27;
const AGENT = 15;
const OTHER_AGENT = 28;
/** The second store (manager 29, agent 30): a few sales only. */
const SECOND_STORE = 'BLR-WHF-02';
const SECOND_AGENT = 30;

/** Cash sales as the point of sale writes them: an order, mode -1 (cash at store), rupees. */
export const DEMO_CASH_SALES = [
  { store: STORE, agent: OTHER_AGENT, order: 'RS2001', rupees: 2_450, hoursAgo: 29 },
  { store: STORE, agent: OTHER_AGENT, order: 'RS2002', rupees: 1_800, hoursAgo: 27 },
  { store: STORE, agent: OTHER_AGENT, order: 'RS2003', rupees: 5_750, hoursAgo: 25 },
  { store: STORE, agent: AGENT, order: 'RS2004', rupees: 3_200, hoursAgo: 4.5 },
  { store: STORE, agent: AGENT, order: 'RS2005', rupees: 1_499, hoursAgo: 4 },
  { store: STORE, agent: OTHER_AGENT, order: 'RS2006', rupees: 3_600, hoursAgo: 3.8 },
  { store: STORE, agent: AGENT, order: 'RS2007', rupees: 12_999, hoursAgo: 3.5 },
  { store: STORE, agent: AGENT, order: 'RS2008', rupees: 850, hoursAgo: 2 },
  { store: STORE, agent: AGENT, order: 'RS2009', rupees: 4_250, hoursAgo: 1.5 },
  { store: STORE, agent: AGENT, order: 'RS2010', rupees: 2_100, hoursAgo: 0.5 },
  { store: SECOND_STORE, agent: SECOND_AGENT, order: 'RS2011', rupees: 7_999, hoursAgo: 3 },
  { store: SECOND_STORE, agent: SECOND_AGENT, order: 'RS2012', rupees: 1_250, hoursAgo: 1 },
] as const;

const CASH_AT_STORE_MODE = -1;
const paise = (rupees: number) => rupees * 100;

interface Posting {
  store: string;
  movement: Movement;
  rupees: number;
  at: Date;
  by: number;
  denominations?: Record<string, number>;
  reason?: string;
  order?: string;
  float_id?: number;
  hand_over_id?: number;
  dispute_id?: number;
}

/** One movement as the server posts it: two entries summing to zero (domain movementLegs). */
async function post(db: Database, p: Posting): Promise<void> {
  const movement_id = randomUUID();
  await db.insert(retailCashEntries).values(
    movementLegs(p.movement, paise(p.rupees)).map((leg) => ({
      movement_id,
      movement_kind: p.movement.kind,
      retail_store_id: p.store,
      account_kind: leg.account.kind,
      holder_login_id: leg.account.login_id,
      amount_paise: leg.amount_paise,
      denominations: p.denominations ?? null,
      at: p.at,
      by_login_id: p.by,
      reason: p.reason ?? null,
      order_random_id: p.order ?? null,
      payment_mode: p.order ? CASH_AT_STORE_MODE : null,
      float_id: p.float_id ?? null,
      hand_over_id: p.hand_over_id ?? null,
      dispute_id: p.dispute_id ?? null,
    })),
  );
}

async function handOver(
  db: Database,
  at: Date,
  from: number,
  to: number,
  rupees: number,
  denominations: Record<string, number>,
) {
  const [row] = await db
    .insert(retailHandOvers)
    .values({
      retail_store_id: STORE,
      from_login_id: from,
      to_login_id: to,
      amount_paise: paise(rupees),
      denominations,
      created_at: at,
      updated_at: at,
    })
    .returning();
  if (!row) throw new Error('seedDemoCashDay: the hand-over insert returned no row');
  await post(db, {
    store: STORE,
    movement: { kind: 'cash_handed_over', agent: from, manager: to },
    rupees,
    at,
    by: from,
    denominations,
    reason: 'Handed over',
    hand_over_id: row.hand_over_id,
  });
  return row.hand_over_id;
}

/** The cash sales of the point of sale, each `hoursAgo` before now on the demo day's clock. */
async function postSales(
  db: Database,
  sales: readonly (typeof DEMO_CASH_SALES)[number][],
  ago: (hours: number) => Date,
) {
  for (const sale of sales) {
    await post(db, {
      store: sale.store,
      movement: { kind: 'cash_sale', agent: sale.agent },
      rupees: sale.rupees,
      at: ago(sale.hoursAgo),
      by: sale.agent,
      order: sale.order,
    });
  }
}

async function decide(
  db: Database,
  id: number,
  status: 'confirmed' | 'disputed',
  by: number,
  at: Date,
) {
  await db
    .update(retailHandOvers)
    .set({ status, decided_by_login_id: by, decided_at: at, version: 2, updated_at: at })
    .where(eq(retailHandOvers.hand_over_id, id));
}

/** The manager counts the whole hand-over into the store's cash and confirms it. */
async function confirm(
  db: Database,
  id: number,
  rupees: number,
  denominations: Record<string, number>,
  at: Date,
) {
  await post(db, {
    store: STORE,
    movement: { kind: 'hand_over_confirmed', manager: MANAGER },
    rupees,
    at,
    by: MANAGER,
    denominations,
    hand_over_id: id,
  });
  await decide(db, id, 'confirmed', MANAGER, at);
}

/** How many hours back the demo's "today" reaches (its earliest event is 5 hours ago). */
const TODAY_SPAN_HOURS = 5.5;
/** Hours ago from which an event belongs to the demo's "yesterday". */
const YESTERDAY_FROM_HOURS = 20;

/**
 * The demo day's clock: `hoursAgo` as an instant, kept on the India business day the cash
 * screens read, whatever the hour of the seed. Events up to TODAY_SPAN_HOURS ago fall between
 * the start of today in India and now (squeezed in the same order just after midnight);
 * events from YESTERDAY_FROM_HOURS ago fall in the evening of yesterday, an hour before
 * midnight for each hour past YESTERDAY_FROM_HOURS.
 */
export function demoDayClock(now: Date): (hoursAgo: number) => Date {
  const dayStart = indiaDayBounds(indiaDay(now)).start.getTime();
  const todayHours = Math.min(TODAY_SPAN_HOURS, (now.getTime() - dayStart) / 3_600_000);
  return (hoursAgo) =>
    hoursAgo >= YESTERDAY_FROM_HOURS
      ? new Date(dayStart - (hoursAgo - YESTERDAY_FROM_HOURS) * 3_600_000)
      : new Date(now.getTime() - (hoursAgo / TODAY_SPAN_HOURS) * todayHours * 3_600_000);
}

/**
 * A store's day of cash, so the three cash screens have rows on a fresh start: yesterday the
 * Retail Manager's session (started and ended), an agent's hand-over confirmed and part of the
 * store's cash banked; today cash sales, a float issued awaiting the agent's accept, a hand-over
 * confirmed, one awaiting confirmation, and one disputed by the other manager (an open dispute).
 */
export async function seedDemoCashDay(db: Database, now: Date): Promise<void> {
  const ago = demoDayClock(now);

  await db.insert(retailSessions).values({
    login_id: MANAGER,
    retail_store_id: STORE,
    role_type: 1,
    opening_amount_paise: 0,
    started_at: ago(30),
    ended_at: ago(21),
  });

  await postSales(
    db,
    DEMO_CASH_SALES.filter((s) => s.hoursAgo > 24),
    ago,
  );
  const yesterdays = await handOver(db, ago(23), OTHER_AGENT, MANAGER, 10_000, { '500': 20 });
  await confirm(db, yesterdays, 10_000, { '500': 20 }, ago(22));
  const banked = { '2000': 2, '500': 4 };
  await post(db, {
    store: STORE,
    movement: { kind: 'banked' },
    rupees: 6_000,
    at: ago(21.5),
    by: MANAGER,
    denominations: banked,
  });
  await db.insert(retailCashSubmits).values({
    retail_store_id: STORE,
    login_id: MANAGER,
    action: 'confirm',
    amount_paise: paise(6_000),
    denominations: banked,
    created_at: ago(21.5),
  });

  const [float] = await db
    .insert(retailFloats)
    .values({
      retail_store_id: STORE,
      agent_login_id: AGENT,
      issued_by_login_id: MANAGER,
      amount_paise: paise(1_000),
      status: 'issued',
      created_at: ago(5),
      updated_at: ago(5),
    })
    .returning();
  if (!float) throw new Error('seedDemoCashDay: the float insert returned no row');
  await post(db, {
    store: STORE,
    movement: { kind: 'float_issued', agent: AGENT },
    rupees: 1_000,
    at: ago(5),
    by: MANAGER,
    float_id: float.float_id,
  });

  await postSales(
    db,
    DEMO_CASH_SALES.filter((s) => s.hoursAgo <= 24),
    ago,
  );

  const confirmed = await handOver(db, ago(3), AGENT, MANAGER, 5_000, { '500': 10 });
  await confirm(db, confirmed, 5_000, { '500': 10 }, ago(2.5));

  const sent = { '2000': 1, '500': 3, '100': 1 };
  const disputed = await handOver(db, ago(2), OTHER_AGENT, OTHER_MANAGER, 3_600, sent);
  const counted = { '2000': 1, '500': 2, '200': 2, '100': 0 };
  await post(db, {
    store: STORE,
    movement: { kind: 'hand_over_confirmed', manager: OTHER_MANAGER },
    rupees: 3_400,
    at: ago(1.8),
    by: OTHER_MANAGER,
    denominations: counted,
    hand_over_id: disputed,
  });
  const comments = 'Counted 3,400 against the 3,600 submitted: 200 short';
  const [dispute] = await db
    .insert(retailDisputes)
    .values({
      retail_store_id: STORE,
      kind: 'hand_over',
      hand_over_id: disputed,
      expected_paise: paise(3_600),
      counted_paise: paise(3_400),
      difference_paise: paise(200),
      expected_denominations: sent,
      counted_denominations: counted,
      raised_by_login_id: OTHER_MANAGER,
      against_login_id: OTHER_AGENT,
      comments,
      created_at: ago(1.8),
      updated_at: ago(1.8),
    })
    .returning();
  if (!dispute) throw new Error('seedDemoCashDay: the dispute insert returned no row');
  await post(db, {
    store: STORE,
    movement: { kind: 'dispute_raised', from: { kind: 'transit', login_id: OTHER_MANAGER } },
    rupees: 200,
    at: ago(1.8),
    by: OTHER_MANAGER,
    reason: comments,
    hand_over_id: disputed,
    dispute_id: dispute.dispute_id,
  });
  await decide(db, disputed, 'disputed', OTHER_MANAGER, ago(1.8));
  await db.insert(retailCashSubmits).values({
    retail_store_id: STORE,
    login_id: OTHER_MANAGER,
    action: 'dispute',
    amount_paise: paise(3_400),
    denominations: counted,
    comments,
    dispute_id: dispute.dispute_id,
    created_at: ago(1.8),
  });

  await handOver(db, ago(0.25), AGENT, MANAGER, 7_500, { '2000': 3, '500': 3 });
}
