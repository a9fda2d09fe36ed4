import { STATUS, type StatusId } from './statuses';
import type { TrackingActivity, TrackingData, TrackingStepInput } from './tracking';

/** How far a shipment has got, as the courier's scans and the cart's own records tell. */
export const SHIPMENT_MILESTONES = [
  'picked_up',
  'in_transit',
  'at_destination',
  'out_for_delivery',
  'delivered',
] as const;
export type ShipmentMilestone = (typeof SHIPMENT_MILESTONES)[number];

/** A courier scan: its text and ISO time. */
export interface ScanInput {
  description: string;
  at: string;
}

/** The milestone a courier's scan text reports; anything unrecognised is on the way. */
export function scanMilestone(description: string): ShipmentMilestone {
  const text = description.toLowerCase();
  if (/\bdelivered\b/.test(text) && !/undelivered|not delivered/.test(text)) return 'delivered';
  if (text.includes('out for delivery')) return 'out_for_delivery';
  if (/destination|delivery (centre|center)|undelivered|not delivered/.test(text)) {
    return 'at_destination';
  }
  if (/picked up|pickup done/.test(text)) return 'picked_up';
  return 'in_transit';
}

/** What the console knows of a cart for its tracking (ISO times, null until they happen). */
export interface CartTrackingFacts {
  status: StatusId;
  confirmed_at: string | null;
  invoiced_at: string | null;
  docketed_at: string | null;
  delivered_at: string | null;
  /** The courier docket, when the cart has one. */
  docket: TrackingData | null;
  /** The courier's scans, oldest first; empty when unknown. */
  scans: readonly ScanInput[];
  /**
   * The moves of the cart's middle-mile shipping labels, oldest first; empty when it ships with
   * the courier alone (`non_shipping_label_case`).
   */
  label_moves: readonly ScanInput[];
}

const rank = (m: ShipmentMilestone) => SHIPMENT_MILESTONES.indexOf(m) + 1;

/** The furthest milestone the cart's own status and dates prove (0: none). */
function provenByCart(f: CartTrackingFacts): number {
  if (f.delivered_at !== null || f.status === STATUS.DELIVERED) return rank('delivered');
  if (f.status === STATUS.OUT_FOR_DELIVERY) return rank('out_for_delivery');
  const moving: readonly StatusId[] = [
    STATUS.SHIPPED,
    STATUS.DISPATCH_CALL_DONE,
    STATUS.DELIVERY_DELAYED,
  ];
  return moving.includes(f.status) ? rank('picked_up') : 0;
}

/**
 * The Track Order steps of a cart: confirmation, the invoice and the docket, then the courier's
 * milestones. A milestone reached implies the ones before it, even when the courier did not scan
 * them (their time stays unknown). A cart under shipping labels has the `transit` step, whose
 * activities are the labels' moves between warehouses and then the courier's pickup and transit;
 * without labels the step is `in_transit`, the courier's alone.
 */
export function buildTrackingSteps(f: CartTrackingFacts): TrackingStepInput[] {
  const reached = Math.max(
    provenByCart(f),
    ...f.scans.map((s) => rank(scanMilestone(s.description))),
  );
  const at = (m: ShipmentMilestone): TrackingActivity => ({
    activity: MILESTONE_ACTIVITIES[m],
    status: reached >= rank(m),
    time:
      f.scans.find((s) => scanMilestone(s.description) === m)?.at ??
      (m === 'delivered' ? f.delivered_at : null),
  });
  const made = (activity: string, time: string | null): TrackingActivity => ({
    activity,
    status: time !== null,
    time,
  });
  const single = (key: TrackingStepInput['key'], a: TrackingActivity): TrackingStepInput => ({
    key,
    status: a.status,
    time: a.time,
    sub_activities: [],
  });
  const moves = f.label_moves.map((move): TrackingActivity => ({
    activity: move.description,
    status: true,
    time: move.at,
  }));
  const transit = [...moves, at('picked_up'), at('in_transit')];
  return [
    single('order_confirmed', made('Order confirmed', f.confirmed_at)),
    {
      key: 'order_processing',
      status: f.invoiced_at !== null && f.docketed_at !== null,
      time: f.docketed_at ?? f.invoiced_at,
      sub_activities: [
        made('Invoice generated', f.invoiced_at),
        made('Docket generated', f.docketed_at),
      ],
    },
    {
      key: moves.length > 0 ? 'transit' : 'in_transit',
      status: transit.some((a) => a.status),
      time: transit.findLast((a) => a.time !== null)?.time ?? null,
      sub_activities: transit,
      ...(f.docket ? { tracking_data: f.docket } : {}),
    },
    single('picking', at('at_destination')),
    single('out_for_delivery', at('out_for_delivery')),
    single('delivered', at('delivered')),
  ];
}

const MILESTONE_ACTIVITIES: Record<ShipmentMilestone, string> = {
  picked_up: 'Picked up by the courier',
  in_transit: 'In transit',
  at_destination: 'At the delivery centre',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
};

/** The delay note of a docket: the promised date (YYYY-MM-DD) has passed and it is not delivered. */
export function deliveryDelayMessage(
  promisedDate: string | null,
  delivered: boolean,
  today: string,
): string | null {
  if (delivered || promisedDate === null || promisedDate >= today) return null;
  return `Delayed: delivery was promised by ${promisedDate}`;
}
