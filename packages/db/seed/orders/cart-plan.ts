import {
  ORDER_STATUS_TRANSITIONS,
  STATUS,
  SHIPMENT_BLOCK_REASONS,
  orderStatus,
  type StatusId,
} from '@backoffice/domain/orders';
import { SYSTEM_ACTOR, staffActor, type Actor } from './actors';
import type { CartPlan } from './order-plan-types';
import type { Rng } from './prng';
import type { DemoProduct } from './products';
import { callDisposition, statusComment } from './status-comments';
import { randomAgent, statusPath } from './status-life';

const DAY_MS = 86_400_000;
const COURIERS = ['Delhivery', 'Blue Dart', 'Ekart', 'Xpressbees', 'DTDC', 'Shadowfax'] as const;

/** What a cart's plan depends on besides chance. */
export interface CartPlanInput {
  order_random_id: string;
  /** 1-based position of the cart in its order (document numbers use it). */
  position: number;
  created_at: Date;
  now: Date;
  status: StatusId;
  assigned_login_id: number | null;
  product: DemoProduct;
  quantity: number;
  discount_paise: number;
  delivery_charges_paise: number;
  /** What the customer pays for the cart (its invoice amount). */
  net_paise: number;
}

/** A cart that reached `status`, with the comments, audit entries and documents on the way. */
export function planCart(rng: Rng, input: CartPlanInput): CartPlan {
  const path = statusPath(input.status);
  const times = stepTimes(rng, path.length, input.created_at, input.now);
  const at = (status: StatusId) => times[path.indexOf(status)];
  const plan: CartPlan = {
    cart: cartRow(rng, input, times.at(-1) ?? input.created_at, path.length),
    net_paise: input.net_paise,
    comments: [],
    dockets: [],
    invoices: [],
    requestedDates: [],
    cancellationRequests: [],
    events: [],
    audit: [],
  };
  plan.cart.delivered_at = at(21) ?? null;
  // The history keeps the first and the latest change and a few in between: enough to read,
  // small enough for a quick demo seed.
  for (let i = 1; i < path.length; i++) {
    if (i === 1 || i === path.length - 1 || rng.chance(0.15)) {
      addStep(rng, plan, input, path[i - 1] as StatusId, path[i] as StatusId, times[i] as Date);
    }
  }
  addDocuments(rng, plan, input, path, at);
  return plan;
}

/** Times of the steps: New Order at creation, the last step somewhere before now. */
function stepTimes(rng: Rng, steps: number, createdAt: Date, now: Date): Date[] {
  if (steps === 1) return [createdAt];
  const span = (now.getTime() - createdAt.getTime()) * (0.4 + rng.next() * 0.55);
  return Array.from(
    { length: steps },
    (_, i) => new Date(createdAt.getTime() + (span * i) / (steps - 1)),
  );
}

function cartRow(rng: Rng, input: CartPlanInput, changedAt: Date, steps: number) {
  const { product, status } = input;
  const onHold = status === STATUS.HOLD && rng.chance(0.5);
  const promised = new Date(input.created_at.getTime() + rng.int(7, 21) * DAY_MS);
  return {
    item_sku: product.sku,
    item_name: product.name,
    item_dimensions: product.dimensions,
    item_quantity: input.quantity,
    price_paise: product.price_paise,
    mrp_paise: product.mrp_paise,
    discount_paise: input.discount_paise,
    delivery_charges_paise: input.delivery_charges_paise,
    // The demo orders' delivery charges are ODA charges only (the demo pincodes have no price).
    oda_charges_paise: input.delivery_charges_paise,
    docket_quantity: product.docket_quantity * input.quantity,
    is_locked: statusPath(status).includes(5),
    shipment_not_possible: onHold,
    shipment_stop_reason: onHold ? rng.pick(SHIPMENT_BLOCK_REASONS).id : null,
    orm_order_status: status,
    status_changed_at: changedAt,
    promised_date: promised.toISOString().slice(0, 10),
    delivered_at: null as Date | null,
    is_urgent: rng.chance(0.04),
    assigned_login_id: input.assigned_login_id,
    // Every status change bumped the version.
    version: steps,
    created_at: input.created_at,
    updated_at: changedAt,
  };
}

/** One status change: its audit entry and, most of the time, the comment written with it. */
function addStep(
  rng: Rng,
  plan: CartPlan,
  input: CartPlanInput,
  from: StatusId,
  to: StatusId,
  at: Date,
): void {
  // A move the status table does not offer came from the warehouse, courier or returns desk.
  const byPerson = (ORDER_STATUS_TRANSITIONS[from] as readonly StatusId[]).includes(to);
  const agent = input.assigned_login_id ?? randomAgent(rng, to) ?? 6;
  const actor: Actor = byPerson ? staffActor(agent) : SYSTEM_ACTOR;
  const comment = statusComment(rng, to, orderStatus(to).label);
  plan.audit.push({
    actor_login_id: actor.login_id,
    actor_role: actor.role,
    at,
    changes: { orm_order_status: { before: from, after: to } },
    reason: byPerson ? comment : null,
  });
  if (byPerson) {
    plan.comments.push({
      order_status: to,
      comment,
      by_login_id: actor.login_id,
      by_role: actor.role,
      by_name: actor.name,
      disposition: callDisposition(rng, to),
      created_at: at,
    });
  }
  if (to === 4) {
    plan.events.push({
      name: 'cancellation',
      payload: { from_status: from, reason: comment, by_login_id: actor.login_id },
      created_at: at,
    });
    if (rng.chance(0.4)) {
      plan.cancellationRequests.push({
        reason: comment,
        status: 'approved',
        requested_by_login_id: agent,
        created_at: new Date(at.getTime() - 3_600_000),
      });
    }
  }
}

/** Invoices, credit notes, dockets and requested-date log rows the path implies. */
function addDocuments(
  rng: Rng,
  plan: CartPlan,
  input: CartPlanInput,
  path: readonly StatusId[],
  at: (status: StatusId) => Date | undefined,
): void {
  const number = `${input.order_random_id}-${input.position}`;
  const amount = input.net_paise;
  const invoicedAt = at(5);
  if (invoicedAt) {
    plan.invoices.push({
      kind: 'invoice',
      number: `INV-${number}`,
      amount_paise: amount,
      reason: null,
      created_by_role: 'FINANCE',
      created_by_name: 'Meera Krishnan',
      created_at: invoicedAt,
    });
  }
  const creditedAt = at(27) ?? at(23);
  if (invoicedAt && creditedAt) {
    plan.invoices.push({
      kind: 'credit_note',
      number: `CN-${number}`,
      amount_paise: amount,
      reason: path.includes(23) ? 'Returned to shipper' : 'Return received',
      created_by_role: 'FINANCE',
      created_by_name: 'Meera Krishnan',
      created_at: creditedAt,
    });
  }
  const docketedAt = at(6);
  if (docketedAt) {
    plan.dockets.push({
      docket_number: rng.text('0123456789', 12),
      courier_name: rng.pick(COURIERS),
      created_at: docketedAt,
    });
  }
  const confirmedAt = at(2);
  const promised = plan.cart.promised_date;
  if (confirmedAt && promised && rng.chance(0.1)) {
    const asked = new Date(Date.parse(promised) + rng.int(3, 10) * DAY_MS);
    const by = staffActor(input.assigned_login_id ?? 2);
    plan.requestedDates.push({
      new_requested_date: asked.toISOString().slice(0, 10),
      old_pickup_date: promised,
      updated_by_name: by.name,
      updated_by_email: by.email,
      is_forward: true,
      planning_remarks: 'Customer asked for a later delivery date.',
      created_at: confirmedAt,
    });
  }
  const pickupAt = at(28);
  if (pickupAt) {
    plan.requestedDates.push({
      new_requested_date: new Date(pickupAt.getTime() + 2 * DAY_MS).toISOString().slice(0, 10),
      old_pickup_date: null,
      updated_by_name: SYSTEM_ACTOR.name,
      updated_by_email: SYSTEM_ACTOR.email,
      is_forward: false,
      planning_remarks: 'Return pickup scheduled.',
      created_at: pickupAt,
    });
  }
}
