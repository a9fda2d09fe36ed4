import { INDIA_OFFSET_MS } from '../core/dates/india-day';

/**
 * The steps of the Track Order popup, in order (001 section 4). The transit step is `transit`
 * while the cart moves between warehouses under shipping labels and `in_transit` when it ships
 * with the courier alone (`non_shipping_label_case`).
 */
export const TRACKING_STEPS = [
  { key: 'order_confirmed', label: 'Order Confirmed' },
  { key: 'order_processing', label: 'Order Processing' },
  { key: 'transit', label: 'In Transit' },
  { key: 'in_transit', label: 'In Transit' },
  { key: 'picking', label: 'Picking' },
  { key: 'out_for_delivery', label: 'Out for Delivery' },
  { key: 'delivered', label: 'Delivered' },
] as const;

export type TrackingStepKey = (typeof TRACKING_STEPS)[number]['key'];

/** One sub-activity of a step (a scan, a document made). */
export interface TrackingActivity {
  activity: string;
  status: boolean;
  /** ISO time, null until it happens. */
  time: string | null;
}

/** The courier's docket of a step, with the link to follow it on the courier's site. */
export interface TrackingData {
  docket_name: string;
  tracking_number: string;
  /** The courier's own tracking page; null for a courier the console does not know. */
  docket_url: string | null;
  delay_message: string | null;
}

export interface TrackingStepInput {
  key: TrackingStepKey;
  status: boolean;
  time: string | null;
  sub_activities: TrackingActivity[];
  tracking_data?: TrackingData;
}

export type TrackingStepState = 'done' | 'partial' | 'pending';

/** A step as the popup shows it: with its label and its state. */
export interface TrackingStep extends TrackingStepInput {
  label: string;
  state: TrackingStepState;
}

/**
 * A step is done when its status is true; a step with sub-activities is done only when all of
 * them are, partial when some are, pending otherwise (001 section 4).
 */
export function trackingStepState(
  step: Pick<TrackingStepInput, 'status' | 'sub_activities'>,
): TrackingStepState {
  const subs = step.sub_activities;
  if (subs.length === 0) return step.status ? 'done' : 'pending';
  const done = subs.filter((s) => s.status).length;
  if (done === subs.length) return 'done';
  return done > 0 ? 'partial' : 'pending';
}

/** The transit step's key: `in_transit` when the cart ships without shipping labels. */
export function transitStepKey(nonShippingLabelCase: boolean): 'transit' | 'in_transit' {
  return nonShippingLabelCase ? 'in_transit' : 'transit';
}

/** Order Processing is hidden when it has no time and the transit step has not started. */
export function isOrderProcessingShown(
  processing: Pick<TrackingStepInput, 'time'>,
  transit: Pick<TrackingStepInput, 'status' | 'sub_activities'>,
): boolean {
  return processing.time !== null || trackingStepState(transit) !== 'pending';
}

/** The steps the popup shows, in order, each with its label and state. */
export function trackingSteps(inputs: readonly TrackingStepInput[]): TrackingStep[] {
  const byKey = new Map(inputs.map((s) => [s.key, s]));
  const transit = byKey.get('transit') ?? byKey.get('in_transit');
  return TRACKING_STEPS.flatMap(({ key, label }) => {
    const step = byKey.get(key);
    if (!step) return [];
    if (key === 'order_processing' && transit && !isOrderProcessingShown(step, transit)) return [];
    return [{ ...step, label, state: trackingStepState(step) }];
  });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** A step time as the popup shows it, in India's time: "hh:mma, DD MMM" ("09:05AM, 21 Nov"). */
export function formatTrackingTime(iso: string): string {
  const t = new Date(new Date(iso).getTime() + INDIA_OFFSET_MS);
  const hours = t.getUTCHours();
  const meridiem = hours < 12 ? 'AM' : 'PM';
  const clock = `${two(hours % 12 || 12)}:${two(t.getUTCMinutes())}${meridiem}`;
  return `${clock}, ${two(t.getUTCDate())} ${MONTHS[t.getUTCMonth()]}`;
}

/** What the popup says when the courier cannot be reached: the link to its site follows. */
export const TRACKING_ERROR_MESSAGE = 'Something went wrong. Please click the above button.';
