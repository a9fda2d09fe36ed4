import {
  ESCALATION_STATUS,
  isActiveEscalation,
  reasonChoice,
  type EscalationChannelId,
  type EscalationStatusId,
  type EscalationSubReasonId,
  type HelpdeskTicketStatus,
} from '@backoffice/domain/calls/escalations';
import { type WarehouseId } from '@backoffice/domain/warehouse';
import { STATUS, STATUS_IDS, STATUS_TABS, type StatusId } from '@backoffice/domain/orders';
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../src/client';
import { carts, helpdeskTickets, orders } from '../../../src/schema/index';
import { demoAccount } from '../../demo-staff';
import { KNOWN_ORDERS } from '../../orders/known-orders';
import { createRng, type Rng } from '../../orders/prng';
import { writeEscalation } from './write-escalation';

/** The seed of the demo's escalations: the same on every machine. */
const DEMO_ESCALATION_SEED = 4_242;
/** Every n-th demo order (by id) is escalated, up to the limit. */
const EVERY_NTH_ORDER = 97;
const RANDOM_ESCALATIONS = 40;
/** Helpdesk ticket numbers have five digits, as the helpdesk's do. */
const FIRST_TICKET_NUMBER = 48_001;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The customer-experience agents and team leaders who raise escalations in the demo. */
const RAISERS = [2, 3, 4, 6, 25, 26] as const;

/** What a customer writes to the helpdesk, by reason. */
const TICKET_SUBJECTS: Record<number, readonly string[]> = {
  1: ['When will my order be delivered?', 'Delivery date crossed, no update yet'],
  2: ['Received a damaged product', 'Wrong size delivered, please exchange'],
  3: ['Some parts are missing from the box'],
  4: ['Carpenter has not come for the installation'],
  5: ['Mattress is sagging in the middle', 'Mattress too firm, want to exchange in trial'],
  6: ['Pickup not done for my return', 'Replacement still not delivered'],
  7: ['Refund not received yet'],
  8: ['Amount debited twice for one order'],
  9: ['Complaint about the delivery staff'],
};

// Sub-reasons that fit where a cart stands.
const BEFORE_DELIVERY: readonly EscalationSubReasonId[] = [101, 102, 103, 801, 803];
const AFTER_DELIVERY: readonly EscalationSubReasonId[] = [
  104, 201, 202, 203, 204, 301, 302, 401, 402, 403, 501, 502, 503, 901, 902,
];
const IN_RETURN: readonly EscalationSubReasonId[] = [601, 602, 603, 701, 702];
const CANCELLED: readonly EscalationSubReasonId[] = [701, 702, 802];
const DELIVERED_STATUSES: readonly StatusId[] = [
  STATUS.INSTRUCTIONS_DUE,
  STATUS.FEEDBACK_DUE,
  STATUS.REVIEW_DUE,
  STATUS.REVIEW_RECEIVED,
  STATUS.P_AND_P_END,
  STATUS.CLOSED_CASES,
  STATUS.FOLLOW_UP,
  STATUS.SALE_ORDERS,
  STATUS.DELIVERED,
];
const RETURN_STATUSES = STATUS_IDS.filter((id) => STATUS_TABS[id].list === 'returns');

interface DemoOrder {
  id: number;
  order_random_id: string;
  affiliate_id: number;
  created_at: Date;
  carts: { id: number; orm_order_status: StatusId }[];
}

/**
 * Helpdesk tickets and escalations on the demo orders: fixed ones on known orders (Instructions
 * Due escalated in progress, the marketplace order's first cart open, Confirmed with tickets
 * but no escalation, for raising one by hand) and about forty on every 97th random order, of
 * every channel, reason and status. Run it inside the demo seed's transaction.
 */
export async function seedDemoEscalations(tx: Database, now: Date): Promise<void> {
  const rng = createRng(DEMO_ESCALATION_SEED);
  await startTicketNumbersAt(tx, FIRST_TICKET_NUMBER);
  await seedKnownEscalations(tx, now);
  const known = Object.values(KNOWN_ORDERS).map((k) => k.order_random_id);
  const picked = await demoOrders(
    tx,
    sql`${orders.id} % ${EVERY_NTH_ORDER} = 0 and ${orders.order_random_id} not in (${sql.join(
      known.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    RANDOM_ESCALATIONS,
  );
  for (const order of picked) await seedRandomEscalation(tx, rng, order, now);
}

async function startTicketNumbersAt(tx: Database, first: number): Promise<void> {
  await tx.execute(sql`
    select setval(pg_get_serial_sequence('helpdesk_tickets', 'id'),
      greatest(${first - 1}, (select coalesce(max(id), 0) from helpdesk_tickets)))`);
}

async function seedKnownEscalations(tx: Database, now: Date): Promise<void> {
  const byId = new Map(
    (
      await demoOrders(
        tx,
        inArray(orders.order_random_id, [
          KNOWN_ORDERS.instructionsDue.order_random_id,
          KNOWN_ORDERS.multiCart.order_random_id,
          KNOWN_ORDERS.confirmed.order_random_id,
        ]),
        3,
      )
    ).map((o) => [o.order_random_id, o]),
  );
  const delivered = byId.get(KNOWN_ORDERS.instructionsDue.order_random_id);
  if (delivered?.carts[0]) {
    const [torn] = await addTickets(tx, delivered.id, [
      ['Sofa arrived with a torn armrest', 'open', minutesAgo(now, 30)],
      ['Thank you for the quick delivery', 'closed', minutesAgo(now, 40)],
    ]);
    await writeEscalation(tx, {
      ...orderOf(delivered),
      channel_id: 3,
      reason_id: 201,
      warehouse_id: 2,
      status: ESCALATION_STATUS.IN_PROGRESS,
      cart_ids: [delivered.carts[0].id],
      ticket_ids: torn ? [torn.id] : [],
      created_by: raiser(3),
      created_at: minutesAgo(now, 20),
      status_changed_at: minutesAgo(now, 10),
    });
  }
  const marketplace = byId.get(KNOWN_ORDERS.multiCart.order_random_id);
  if (marketplace?.carts[0]) {
    await writeEscalation(tx, {
      ...orderOf(marketplace),
      channel_id: 4,
      reason_id: 102,
      warehouse_id: 1,
      status: ESCALATION_STATUS.OPEN,
      cart_ids: [marketplace.carts[0].id],
      ticket_ids: [],
      created_by: raiser(2),
      created_at: minutesAgo(now, 15),
    });
  }
  const confirmed = byId.get(KNOWN_ORDERS.confirmed.order_random_id);
  if (confirmed) {
    await addTickets(tx, confirmed.id, [
      ['Need the bed delivered before the housewarming', 'open', minutesAgo(now, 12)],
      ['Please call before delivery', 'pending', minutesAgo(now, 11)],
      ['Invoice copy needed', 'resolved', minutesAgo(now, 13)],
    ]);
  }
}

async function seedRandomEscalation(
  tx: Database,
  rng: Rng,
  order: DemoOrder,
  now: Date,
): Promise<void> {
  const first = order.carts[0];
  if (!first) return;
  const chosen = rng.chance(0.2) ? order.carts : [first];
  const reasonId = rng.pick(subReasonsFor(first.orm_order_status));
  const choice = reasonChoice(reasonId);
  const age = now.getTime() - order.created_at.getTime();
  const createdAt = new Date(order.created_at.getTime() + age * (0.2 + rng.next() * 0.6));
  const status = statusByAge(rng, now.getTime() - createdAt.getTime());
  const active = isActiveEscalation(status);
  const subjects = TICKET_SUBJECTS[choice?.reason.id ?? 1] ?? ['Complaint about my order'];
  const ticketStatus: HelpdeskTicketStatus = active
    ? rng.pick(['open', 'pending'] as const)
    : rng.pick(['resolved', 'closed'] as const);
  const tickets = await addTickets(tx, order.id, [
    [rng.pick(subjects), ticketStatus, new Date(createdAt.getTime() - 2 * DAY_MS * rng.next())],
  ]);
  await writeEscalation(tx, {
    ...orderOf(order),
    channel_id: channelFor(rng, order.affiliate_id),
    reason_id: reasonId,
    warehouse_id: choice?.subReason.needs_warehouse ? warehouseFor(rng) : null,
    status,
    cart_ids: chosen.map((c) => c.id),
    ticket_ids: rng.chance(0.85) ? tickets.map((t) => t.id) : [],
    created_by: raiser(rng.pick(RAISERS)),
    created_at: createdAt,
    status_changed_at: new Date(createdAt.getTime() + (now.getTime() - createdAt.getTime()) / 2),
  });
}

function subReasonsFor(status: StatusId): readonly EscalationSubReasonId[] {
  if (status === STATUS.CANCELLED) return CANCELLED;
  if (DELIVERED_STATUSES.includes(status)) return AFTER_DELIVERY;
  if (RETURN_STATUSES.includes(status)) return IN_RETURN;
  return BEFORE_DELIVERY;
}

/** Older escalations are mostly settled; recent ones mostly still worked. */
function statusByAge(rng: Rng, ageMs: number): EscalationStatusId {
  return ageMs > 20 * DAY_MS
    ? rng.weighted<EscalationStatusId>([
        [ESCALATION_STATUS.RESOLVED, 4],
        [ESCALATION_STATUS.CLOSED, 3],
        [ESCALATION_STATUS.IN_PROGRESS, 2],
        [ESCALATION_STATUS.OPEN, 1],
      ])
    : rng.weighted<EscalationStatusId>([
        [ESCALATION_STATUS.OPEN, 4],
        [ESCALATION_STATUS.IN_PROGRESS, 3],
        [ESCALATION_STATUS.RESOLVED, 2],
        [ESCALATION_STATUS.CLOSED, 1],
      ]);
}

/** Marketplace complaints come only from marketplace orders (any channel but the own one). */
function channelFor(rng: Rng, affiliateId: number): EscalationChannelId {
  return rng.weighted<EscalationChannelId>([
    [1, 5],
    [2, 1],
    [3, 3],
    [4, affiliateId === 0 ? 0 : 4],
    [5, 2],
    [6, 1],
    [7, 4],
    [8, 1],
  ]);
}

function warehouseFor(rng: Rng): WarehouseId {
  return rng.pick([1, 2, 3, 4, 5, 6] as const);
}

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS);

const raiser = (loginId: number) => ({ login_id: loginId, role: demoAccount(loginId).role });

const orderOf = (order: DemoOrder) => ({
  order_id: order.id,
  order_random_id: order.order_random_id,
});

async function addTickets(
  tx: Database,
  orderId: number,
  tickets: readonly (readonly [string, HelpdeskTicketStatus, Date])[],
) {
  return tx
    .insert(helpdeskTickets)
    .values(
      tickets.map(([subject, status, at]) => ({
        order_id: orderId,
        subject,
        status,
        created_at: at,
        updated_at: at,
      })),
    )
    .returning({ id: helpdeskTickets.id });
}

/** Orders matching `where` (by id, at most `limit`) with their carts in cart order. */
async function demoOrders(tx: Database, where: SQL, limit: number): Promise<DemoOrder[]> {
  const rows = await tx
    .select({
      id: orders.id,
      order_random_id: orders.order_random_id,
      affiliate_id: orders.affiliate_id,
      created_at: orders.created_at,
    })
    .from(orders)
    .where(where)
    .orderBy(asc(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const cartRows = await tx
    .select({ id: carts.id, order_id: carts.order_id, orm_order_status: carts.orm_order_status })
    .from(carts)
    .where(
      inArray(
        carts.order_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(carts.id));
  return rows.map((r) => ({ ...r, carts: cartRows.filter((c) => c.order_id === r.id) }));
}
