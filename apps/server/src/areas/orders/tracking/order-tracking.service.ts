import { indiaDay } from '@backoffice/domain/core/dates';
import type { CartDocketRow } from '@backoffice/db/schema';
import {
  buildTrackingSteps,
  deliveryDelayMessage,
  TRACKING_ERROR_MESSAGE,
  trackingSteps,
  type CartTrackResponse,
  type CourierTracking,
  type MidShippingLabel,
  STATUS,
} from '@backoffice/domain/orders';
import type { AppContext } from '../../../core/context';
import { courierTrackingUrl, type DocketTracking } from '../../../integrations/courier/courier';
import { ProviderError } from '../../../integrations/provider-error';
import { cartFacts, type CartFacts } from './cart-facts';
import { shippingLabelsOfCart } from './shipping-labels.queries';

/**
 * The Track Order popup of a cart (001 section 4): its steps from the cart's own records and the
 * courier's scans of its docket. When the courier cannot be reached the steps still show, with
 * the error text and the courier's page to follow the docket there.
 */
export async function cartTrackData(ctx: AppContext, cartPid: number): Promise<CartTrackResponse> {
  const facts = await cartFacts(ctx.db, cartPid);
  const { cart, order, docket, invoice } = facts;
  const now = ctx.now();
  const docketUrl = docket ? courierTrackingUrl(docket.courier_name, docket.docket_number) : null;
  const [courier, labels] = await Promise.all([
    docket ? trackDocket(ctx, facts, docket, now) : null,
    shippingLabelsOfCart(ctx.db, cart.id),
  ]);
  const tracking = courier && 'scans' in courier ? courier : null;
  const delivered = cart.delivered_at !== null || cart.orm_order_status === STATUS.DELIVERED;
  const steps = buildTrackingSteps({
    status: cart.orm_order_status,
    confirmed_at: order.confirmed_at?.toISOString() ?? null,
    invoiced_at: invoice?.created_at.toISOString() ?? null,
    docketed_at: docket?.created_at.toISOString() ?? null,
    delivered_at: cart.delivered_at?.toISOString() ?? null,
    docket: docket && {
      docket_name: docket.courier_name,
      tracking_number: docket.docket_number,
      docket_url: docketUrl,
      delay_message: deliveryDelayMessage(cart.promised_date, delivered, indiaDay(now)),
    },
    scans: tracking?.scans ?? [],
    label_moves: labelMoves(labels),
  });
  return {
    cart_pid: cart.id,
    non_shipping_label_case: labels.length === 0,
    steps: trackingSteps(steps),
    tracking: tracking && toCourierTracking(tracking),
    tracking_error: courier && 'error' in courier ? courier.error : null,
    docket_url: docketUrl,
  };
}

/** Every move of the cart's child shipping labels, oldest first, as tracking activities. */
const labelMoves = (labels: readonly MidShippingLabel[]) =>
  labels
    .flatMap((label) => label.child_shipping_labels.flatMap((child) => child.transit_details))
    .map((move) => ({
      description: move.new_shipping_label_status,
      at: move.create_timestamp,
    }))
    .sort((a, b) => a.at.localeCompare(b.at));

/** The courier's record of the cart's docket, or the popup's error text when it fails. */
async function trackDocket(
  ctx: AppContext,
  { cart, destination, invoice }: CartFacts,
  docket: CartDocketRow,
  now: Date,
): Promise<DocketTracking | { error: string }> {
  try {
    return await ctx.integrations.courier.track(
      {
        courier: docket.courier_name,
        docket_number: docket.docket_number,
        shipment: {
          invoice_number: invoice?.number ?? null,
          shipped_at: docket.created_at,
          promised_date: cart.promised_date,
          delivered_at: cart.delivered_at,
          destination,
        },
      },
      now,
    );
  } catch (error) {
    if (error instanceof ProviderError) return { error: TRACKING_ERROR_MESSAGE };
    throw error;
  }
}

function toCourierTracking(t: DocketTracking): CourierTracking {
  return {
    docket_name: t.courier,
    DocketNumber: t.docket_number,
    InvoiceNumber: t.invoice_number,
    Status: t.status,
    EstimatedDeliveryDate: t.expected_delivery_date,
    Origin: t.origin,
    Destination: t.destination,
    Scans: t.scans
      .map((s) => ({ ScanDescription: s.description, ScanDate: s.at, ScanLocation: s.location }))
      .reverse(),
  };
}
