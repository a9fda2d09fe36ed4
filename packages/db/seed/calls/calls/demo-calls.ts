import { indiaDay, indiaDayStart } from '@backoffice/domain/core/dates';
import type { DispositionCategory } from '@backoffice/domain/calls/calls';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../src/client';
import {
  callDispositions,
  callRecords,
  carts,
  customers,
  orders,
  staff,
  type NewCallDispositionRow,
  type NewCallRecordRow,
} from '../../../src/schema/index';
import { createRng, type Rng } from '../../orders/prng';
import { seedBreakReasons } from './break-reasons';
import { seedDispositionCatalogue } from './disposition-catalogue';

/** The call-centre agents of the demo who place calls (login ids of demo-staff.ts). */
const CALLING_AGENTS = [2, 3, 4, 25, 26] as const;
/** Days of history: today and the two before it. */
const DAYS = 3;
/** The call centre's hours, India time: 9:00 to 20:59. */
const FIRST_HOUR = 9;
const LAST_HOUR = 20;
const DEMO_SEED = 7_262;

type Outcome = 'answered' | 'transferred' | 'not-answered' | 'busy' | 'agent-not-answered';
const OUTCOMES: readonly (readonly [Outcome, number])[] = [
  ['answered', 62],
  ['transferred', 5],
  ['not-answered', 21],
  ['busy', 9],
  ['agent-not-answered', 3],
];

interface OrderForCalls {
  id: number;
  affiliate_id: number;
  mobile: string;
  cart_id: number;
  status: number;
}

/**
 * The calls catalogue (disposition tree, break reasons) and a demo call history: the agents'
 * click-to-calls of today (up to `now`) and the two days before, with their dispositions, and
 * customers' inbound missed calls. Run it inside the demo seed's transaction.
 */
export async function seedDemoCalls(db: Database, { now }: { now: Date }): Promise<void> {
  const tree = await seedDispositionCatalogue(db);
  await seedBreakReasons(db);
  const rng = createRng(DEMO_SEED);
  const demoOrders = await ordersForCalls(db);
  const agents = await db
    .select({ login_id: staff.login_id, contact: staff.contact, role: staff.role })
    .from(staff)
    .orderBy(asc(staff.login_id));
  const calling = agents.filter(
    (a) => a.contact && (CALLING_AGENTS as readonly number[]).includes(a.login_id),
  );
  if (demoOrders.length === 0 || calling.length === 0) return;

  const calls: NewCallRecordRow[] = [];
  const today = indiaDay(now);
  for (let back = DAYS - 1; back >= 0; back--) {
    const dayStart = indiaDayStart(today).getTime() - back * 86_400_000;
    for (let hour = FIRST_HOUR; hour <= LAST_HOUR; hour++) {
      for (const agent of calling) {
        for (let n = rng.int(0, 3); n > 0; n--) {
          const started = new Date(dayStart + hour * 3_600_000 + rng.int(0, 3_599) * 1000);
          if (started.getTime() > now.getTime() - 5 * 60_000) continue;
          const order = rng.pick(demoOrders);
          calls.push(
            outboundCall(rng, calls.length, started, {
              agent_login_id: agent.login_id,
              agent_number: agent.contact ?? '',
              order,
            }),
          );
        }
      }
      if (rng.chance(0.6)) {
        const started = new Date(dayStart + hour * 3_600_000 + rng.int(0, 3_599) * 1000);
        if (started.getTime() < now.getTime()) {
          calls.push(inboundMissedCall(calls.length, started, rng.pick(demoOrders).mobile));
        }
      }
    }
  }
  const written = await db.insert(callRecords).values(calls).returning();
  const roles = new Map(calling.map((a) => [a.login_id, a.role]));
  const dispositions = written.flatMap((call) =>
    dispositionOf(rng, call, { tree, demoOrders, roles }),
  );
  if (dispositions.length > 0) await db.insert(callDispositions).values(dispositions);
}

/** The first demo orders (the known ones head them) with their first cart and mobile. */
async function ordersForCalls(db: Database): Promise<OrderForCalls[]> {
  const rows = await db
    .select({
      id: orders.id,
      affiliate_id: orders.affiliate_id,
      mobile: customers.mobile,
      cart_id: carts.id,
      status: carts.orm_order_status,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .innerJoin(carts, eq(carts.order_id, orders.id))
    .orderBy(asc(orders.id), asc(carts.id))
    .limit(120);
  // One row per order: its first cart.
  const byOrder = new Map<number, OrderForCalls>();
  for (const row of rows) if (!byOrder.has(row.id)) byOrder.set(row.id, row);
  return [...byOrder.values()];
}

function outboundCall(
  rng: Rng,
  n: number,
  started: Date,
  who: { agent_login_id: number; agent_number: string; order: OrderForCalls },
): NewCallRecordRow {
  const outcome = rng.weighted(OUTCOMES);
  const agentRing = rng.int(3, 8);
  const spoke = outcome === 'answered' || outcome === 'transferred';
  const customerRing = outcome === 'agent-not-answered' ? 0 : spoke ? rng.int(4, 15) : 30;
  const conversation = spoke ? rng.int(25, 420) : 0;
  const callerDuration =
    (outcome === 'agent-not-answered' ? 30 : agentRing) + customerRing + conversation;
  const callId = `demo-${started.getTime().toString(36)}-${n}`;
  return {
    call_id: callId,
    provider: 'sandbox',
    caller_type: 'agent',
    call_type: 'outbound',
    agent_login_id: who.agent_login_id,
    agent_number: who.agent_number,
    customer_number: who.order.mobile,
    order_id: who.order.id,
    affiliate_id: who.order.affiliate_id,
    status_id: who.order.status as NewCallRecordRow['status_id'],
    call_state: outcome === 'transferred' ? 'answered' : outcome,
    transferred_to: outcome === 'transferred' ? '9845099999' : null,
    started_at: started,
    answered_at: spoke ? new Date(started.getTime() + (agentRing + customerRing) * 1000) : null,
    ended_at: new Date(started.getTime() + callerDuration * 1000),
    caller_duration: callerDuration,
    conversation_duration: conversation,
    recording_ref: spoke ? `sandbox:recording/${callId}` : null,
  };
}

function inboundMissedCall(n: number, started: Date, mobile: string): NewCallRecordRow {
  return {
    call_id: `demo-in-${started.getTime().toString(36)}-${n}`,
    provider: 'sandbox',
    caller_type: 'customer',
    call_type: 'inbound',
    customer_number: mobile,
    call_state: 'not-answered',
    started_at: started,
    ended_at: new Date(started.getTime() + 40_000),
    caller_duration: 40,
    conversation_duration: 0,
  };
}

/** Most calls the agents placed carry a disposition, made a minute or two after the call. */
function dispositionOf(
  rng: Rng,
  call: typeof callRecords.$inferSelect,
  {
    tree,
    demoOrders,
    roles,
  }: {
    tree: readonly DispositionCategory[];
    demoOrders: readonly OrderForCalls[];
    roles: ReadonlyMap<number, string>;
  },
): NewCallDispositionRow[] {
  if (call.agent_login_id === null || !call.ended_at || !rng.chance(0.85)) return [];
  const connected = call.call_state === 'answered';
  const categories = tree.filter((c) => (c.name === 'Call Not Connected') !== connected);
  const category = rng.pick(categories);
  const sub = rng.pick(category.sub_categories);
  const third = rng.pick(sub.third_categories);
  const order = demoOrders.find((o) => o.id === call.order_id);
  return [
    {
      call_record_id: call.id,
      order_id: call.order_id,
      category_id: category.id,
      sub_category_id: sub.id,
      third_category_id: third.id,
      cart_ids: order ? [order.cart_id] : [],
      comments: connected ? rng.pick(COMMENTS) : null,
      clicked_affiliate_id: call.affiliate_id,
      clicked_cart_id: order?.cart_id ?? null,
      login_id: call.agent_login_id,
      role: roles.get(call.agent_login_id) ?? '',
      created_at: new Date(call.ended_at.getTime() + rng.int(30, 180) * 1000),
    },
  ];
}

const COMMENTS = [
  'Customer confirmed the delivery address',
  'Explained the 100 night trial',
  'Customer asked for delivery after the weekend',
  'Shared the assembly video link',
  'Customer will share photos of the damage on WhatsApp',
  'Informed the expected delivery date',
  'Customer wants a call back in the evening',
] as const;
