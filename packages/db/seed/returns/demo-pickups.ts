import { STATUS } from '@backoffice/domain/orders';
import {
  REFUND_STATUSES,
  type RefundStatus,
  type RefundStatusId,
} from '@backoffice/domain/refunds';
import type { PickupEventKind, PickupState } from '@backoffice/domain/returns';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../src/client';
import {
  cartRequestedDates,
  codChallanUploads,
  codRemittances,
  lostProducts,
  refunds,
  returnPickupEvents,
  returnPickups,
  type NewCartRequestedDateRow,
  type NewRefundRow,
  type NewReturnPickupEventRow,
} from '../../src/schema/index';
import { demoAccount } from '../demo-staff';
import type { DemoRequest } from './demo-returns';
import { DEMO_IMAGE_SIZE } from './request-plan';

const DAY_MS = 86_400_000;
const COURIERS = ['delhivery', 'xpressbees', 'ekart'] as const;
/** The state of the pickup a request in each status waits on or came back by. */
const PICKUP_STATE: Partial<Record<number, PickupState>> = {
  [STATUS.RETURN_PICKUP_CREATED]: 'booked',
  [STATUS.RETURN_PICKUP_DOCKETED]: 'docketed',
  [STATUS.RETURN_DOCKET_PICKUP]: 'picked_up',
  [STATUS.RETURN_REACHED_TO_WAREHOUSE]: 'picked_up',
  [STATUS.INWARD_SCANNED]: 'picked_up',
  [STATUS.LOST_PRODUCT]: 'picked_up',
};
const NOT_AVAILABLE = 'Customer not available at the address';
const AGENT = demoAccount(4);
const LEADER = demoAccount(6);
/** RTS carts refunded in the RTS refunds category; challans uploaded against COD sheet rows. */
const RTS_REFUNDS = 20;
const CHALLANS = 6;

/** Refund status ids by slug (initiated, processing, processed ...). */
const REFUND = Object.fromEntries(REFUND_STATUSES.map((s) => [s.slug, s.id])) as Record<
  RefundStatus['slug'],
  RefundStatusId
>;

const day = (at: Date) => at.toISOString().slice(0, 10);
const plusDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/**
 * Pickups, dockets, attempts and the reverse requested-date log of the demo's returns: a live
 * pickup for every request from Return Pickup Created on (docketed from 30, picked up from 31),
 * a cancelled one on every other request waiting in Schedule Return Pickup, a failed attempt
 * on every third; lost products for Lost Product; refunds of resolved returns (return-orders)
 * and of RTS carts (rts-refunds); COD challans on the first COD sheet rows.
 */
export async function seedDemoPickups(
  tx: Database,
  requests: readonly DemoRequest[],
  rtsCarts: readonly { id: number; order_id: number; affiliate_id: number }[],
  now: Date,
): Promise<void> {
  await seedPickupRows(tx, requests);
  const lost = requests.filter((r) => r.request.status === STATUS.LOST_PRODUCT);
  if (lost.length > 0) {
    await tx.insert(lostProducts).values(
      lost.map(({ request, cart }) => ({
        cart_id: cart.id,
        request_id: request.id,
        lost_date: day(cart.status_changed_at),
        comments: 'Courier reported the package missing in transit',
        marked_by_login_id: LEADER.login_id,
        created_at: cart.status_changed_at,
      })),
    );
  }
  await seedRefunds(tx, requests, rtsCarts, now);
  await seedChallans(tx, now);
}

async function seedPickupRows(tx: Database, requests: readonly DemoRequest[]): Promise<void> {
  const withPickup = requests.filter(
    ({ request }, n) =>
      PICKUP_STATE[request.status] !== undefined ||
      (request.status === STATUS.SCHEDULE_RETURN_PICKUP && n % 2 === 0),
  );
  if (withPickup.length === 0) return;
  const pickups = await tx
    .insert(returnPickups)
    .values(
      withPickup.map(({ request, cart }, n) => {
        const state = PICKUP_STATE[request.status] ?? 'cancelled';
        const docketed = state === 'docketed' || state === 'picked_up';
        const booked = plusDays(request.created_at, 1);
        return {
          request_id: request.id,
          cart_id: cart.id,
          state,
          pickup_date: day(plusDays(booked, 2)),
          courier: COURIERS[n % COURIERS.length] ?? 'delhivery',
          booking_id: `RPB${cart.id}`,
          docket_number: docketed ? String(8_100_000_000 + cart.id) : null,
          docket_count: docketed ? 1 : 0,
          warehouse_id: docketed ? 1 + (n % 5) : null,
          failed_attempts: docketed && n % 3 === 0 ? 1 : 0,
          booked_by_login_id: request.created_by_login_id,
          created_at: booked,
          updated_at: booked,
        };
      }),
    )
    .returning();
  const events: NewReturnPickupEventRow[] = [];
  const dates: NewCartRequestedDateRow[] = [];
  pickups.forEach((pickup, n) => {
    const event = (kind: PickupEventKind, at: Date, extra: Partial<NewReturnPickupEventRow> = {}) =>
      events.push({
        return_pickup_id: pickup.id,
        cart_id: pickup.cart_id,
        kind,
        pickup_date: pickup.pickup_date,
        docket_number: null,
        by_login_id: pickup.booked_by_login_id,
        attempted_by: AGENT.name,
        created_at: at,
        ...extra,
      });
    const booked = pickup.created_at;
    event('scheduled', booked);
    dates.push({
      cart_id: pickup.cart_id,
      new_requested_date: pickup.pickup_date,
      old_pickup_date: null,
      updated_by_name: AGENT.name,
      updated_by_email: AGENT.email,
      is_forward: false,
      planning_remarks: 'Return pickup booked',
      created_at: booked,
    });
    if (pickup.state === 'cancelled') {
      event('cancelled', plusDays(booked, 1), { pending_reason_text: 'Customer asked to wait' });
      return;
    }
    if (!pickup.docket_number) return;
    const docketedAt = plusDays(booked, 1);
    event('docketed', docketedAt, { docket_number: pickup.docket_number });
    if (pickup.failed_attempts > 0) {
      const attempt = plusDays(booked, 2);
      event('attempted', attempt, {
        docket_number: pickup.docket_number,
        pending_reason_text: NOT_AVAILABLE,
        pickup_attempted_on: attempt,
        attempted_by: `Courier executive ${100 + (n % 40)}`,
        by_login_id: null,
      });
      dates.push({
        cart_id: pickup.cart_id,
        new_requested_date: day(plusDays(attempt, 2)),
        old_pickup_date: pickup.pickup_date,
        updated_by_name: AGENT.name,
        updated_by_email: AGENT.email,
        is_forward: false,
        planning_remarks: 'Rescheduled after a failed attempt',
        created_at: attempt,
      });
    }
    if (pickup.state === 'picked_up') {
      const picked = plusDays(booked, 4);
      event('picked_up', picked, {
        docket_number: pickup.docket_number,
        pickup_attempted_on: picked,
        attempted_by: `Courier executive ${100 + (n % 40)}`,
        by_login_id: null,
      });
    }
  });
  await tx.insert(returnPickupEvents).values(events);
  await tx.insert(cartRequestedDates).values(dates);
  // Each open request names the pickup it waits on.
  await tx.execute(sql`
    update return_requests r set current_pickup_id = p.id
    from return_pickups p
    where p.cart_id = r.cart_id and p.state <> 'cancelled' and r.is_open`);
}

/** A resolved return's refund (return-orders) and the first RTS carts' (rts-refunds). */
async function seedRefunds(
  tx: Database,
  requests: readonly DemoRequest[],
  rtsCarts: readonly { id: number; order_id: number; affiliate_id: number }[],
  now: Date,
): Promise<void> {
  const platform = (affiliateId: number) => (affiliateId === 0 ? 'product' : 'affiliate');
  const rows: NewRefundRow[] = requests
    .filter(({ request }) => request.kind === 'return' && request.status === STATUS.RESOLVED)
    .map(({ request, cart }, n) => ({
      order_id: cart.order_id,
      cart_id: cart.id,
      category_id: 1,
      platform: platform(cart.affiliate_id),
      // Initiated, processed and (on the brand's own channel) processing, in turn.
      status:
        n % 3 === 2 && cart.affiliate_id === 0
          ? REFUND.processing
          : n % 3 === 1
            ? REFUND.processed
            : REFUND.initiated,
      amount_paise: Math.max(100, cart.price_paise * cart.item_quantity - cart.discount_paise),
      comments: 'Refund of the returned item',
      raised_by_login_id: LEADER.login_id,
      created_at: request.resolved_at ?? request.updated_at,
      updated_at: request.resolved_at ?? request.updated_at,
    }));
  const rtsRows: NewRefundRow[] = rtsCarts.slice(0, RTS_REFUNDS).map((cart, n) => ({
    order_id: cart.order_id,
    cart_id: cart.id,
    category_id: 5,
    platform: platform(cart.affiliate_id),
    status: REFUND.initiated,
    amount_paise: 50_000 + n * 12_500,
    comments: 'Refund of a returned-to-sender cart',
    raised_by_login_id: LEADER.login_id,
    created_at: plusDays(now, -1 - (n % 10)),
    updated_at: plusDays(now, -1 - (n % 10)),
  }));
  const all = [...rows, ...rtsRows];
  if (all.length > 0) await tx.insert(refunds).values(all);
}

/** Challans (amount, deposit date, photos) uploaded against the first COD sheet rows. */
async function seedChallans(tx: Database, now: Date): Promise<void> {
  const sheetRows = await tx
    .select({ id: codRemittances.id, amount_paise: codRemittances.amount_paise })
    .from(codRemittances)
    .orderBy(asc(codRemittances.id))
    .limit(CHALLANS);
  if (sheetRows.length === 0) return;
  await tx.insert(codChallanUploads).values(
    sheetRows.map((row, n) => ({
      cod_sheet_id: row.id,
      amount_paise: row.amount_paise,
      deposited_date: day(plusDays(now, -2 - n)),
      attachments: [
        {
          // The server makes this demo image on its first read (a small PNG).
          key: `demo/returns/challans/${row.id}-1.png`,
          file_name: `challan-${row.id}.png`,
          content_type: 'image/png',
          bytes: DEMO_IMAGE_SIZE,
        },
      ],
      uploaded_by_login_id: 10,
      created_at: plusDays(now, -2 - n),
    })),
  );
}
