import {
  orderComments,
  returnPickupEvents,
  returnRequests,
  warehouses,
  type ReturnPickupEventRow,
} from '@backoffice/db/schema';
import { TRACKING_ERROR_MESSAGE, type StatusId } from '@backoffice/domain/orders';
import {
  PICKUP_EVENT_LABELS,
  formatTat,
  returnTat,
  type PickupHistoryResponse,
  type ReturnCartQuery,
  type ReturnLabelFormResponse,
  type ReturnTatResponse,
  type ReturnTrackResponse,
} from '@backoffice/domain/returns';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { ProviderError } from '../../../integrations/provider-error';
import { courierTrackingUrl } from '../../../integrations/courier/courier';
import { latestPickupOfCart, recordedAttempts } from './pickups.queries';
import { toReturnPickup } from './pickup-views';
import { returnOperationError } from './return-operations.errors';

const historyRow = (e: ReturnPickupEventRow) => ({
  pickup_status: PICKUP_EVENT_LABELS[e.kind],
  create_timestamp: e.created_at.toISOString(),
  docket_number: e.docket_number,
  pending_reason_text: e.pending_reason_text,
  pickup_attempted_on: e.pickup_attempted_on?.toISOString() ?? null,
  attempted_by: e.attempted_by,
});

/** returns/pickup-history/: the cart's pickup log, newest first (empty: 'No PickUp History...'). */
export async function pickupHistory(
  ctx: AppContext,
  query: ReturnCartQuery,
): Promise<PickupHistoryResponse> {
  const rows = await ctx.db
    .select()
    .from(returnPickupEvents)
    .where(eq(returnPickupEvents.cart_id, query.cart_pid))
    .orderBy(desc(returnPickupEvents.created_at), desc(returnPickupEvents.id))
    .limit(query.limit)
    .offset(query.offset);
  return { results: rows.map(historyRow) };
}

/** returns/pickup-attempts/: the courier's visits of the cart's pickups, newest first. */
export async function pickupAttempts(
  ctx: AppContext,
  query: ReturnCartQuery,
): Promise<PickupHistoryResponse> {
  const rows = await ctx.db
    .select()
    .from(returnPickupEvents)
    .where(
      and(
        eq(returnPickupEvents.cart_id, query.cart_pid),
        inArray(returnPickupEvents.kind, ['attempted', 'picked_up']),
      ),
    )
    .orderBy(desc(returnPickupEvents.pickup_attempted_on), desc(returnPickupEvents.id))
    .limit(query.limit)
    .offset(query.offset);
  return { results: rows.map(historyRow) };
}

/** returns/label-form: the docket's shipping form: the open request, its pickup, the warehouses. */
export async function returnLabelForm(
  ctx: AppContext,
  query: ReturnCartQuery,
): Promise<ReturnLabelFormResponse> {
  const [request] = await ctx.db
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.cart_id, query.cart_pid), eq(returnRequests.is_open, true)));
  if (!request) throw returnOperationError('returns.request_not_found');
  const pickup = await latestPickupOfCart(ctx.db, query.cart_pid);
  const active = await ctx.db
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(eq(warehouses.is_active, true))
    .orderBy(asc(warehouses.name));
  return {
    cart_pid: request.cart_id,
    affiliate_id: request.affiliate_id,
    request_id: request.id,
    version: request.version,
    pickup: pickup && pickup.state !== 'cancelled' ? toReturnPickup(pickup) : null,
    warehouses: active,
  };
}

/** /track-return-docket/: the courier's record of the cart's latest docket, newest scan first. */
export async function trackReturnDocket(
  ctx: AppContext,
  query: ReturnCartQuery,
): Promise<ReturnTrackResponse> {
  const pickup = await latestPickupOfCart(ctx.db, query.cart_pid);
  if (!pickup?.docket_number) throw returnOperationError('returns.pickup_no_docket');
  const docketUrl = courierTrackingUrl(pickup.courier, pickup.docket_number);
  try {
    const t = await ctx.integrations.reversePickups.track(
      {
        courier: pickup.courier,
        docket_number: pickup.docket_number,
        pickup_date: pickup.pickup_date,
        recorded_attempts: await recordedAttempts(ctx.db, pickup.id),
      },
      ctx.now(),
    );
    return {
      tracking: {
        docket_name: t.courier,
        DocketNumber: t.docket_number,
        InvoiceNumber: t.invoice_number,
        Status: t.status,
        EstimatedDeliveryDate: t.expected_delivery_date,
        Origin: t.origin,
        Destination: t.destination,
        Scans: [...t.scans].reverse().map((s) => ({
          ScanDescription: s.description,
          ScanDate: s.at,
          ScanLocation: s.location,
        })),
      },
      tracking_error: null,
      docket_url: docketUrl,
    };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return { tracking: null, tracking_error: TRACKING_ERROR_MESSAGE, docket_url: docketUrl };
  }
}

/** returns/return-tat: turnaround per step, from the statuses the cart's history records. */
export async function returnTurnaround(
  ctx: AppContext,
  query: ReturnCartQuery,
): Promise<ReturnTatResponse> {
  const rows = await ctx.db
    .select({ status: orderComments.order_status, at: orderComments.created_at })
    .from(orderComments)
    .where(and(eq(orderComments.cart_id, query.cart_pid), isNotNull(orderComments.order_status)))
    .orderBy(asc(orderComments.created_at), asc(orderComments.id));
  const steps = returnTat(
    rows.map((r) => ({ status: r.status as StatusId, at: r.at.toISOString() })),
  );
  return {
    steps: steps.map((s, i) => ({
      status: s.status,
      label: s.label,
      at: s.reached_at,
      hours_since_previous: i === 0 ? null : Math.round(s.minutes_from_previous / 6) / 10,
      minutes_from_previous: s.minutes_from_previous,
      minutes_from_start: s.minutes_from_start,
      tat: formatTat(s.minutes_from_previous),
    })),
  };
}
