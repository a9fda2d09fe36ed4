import { indiaDay } from '@backoffice/domain/returns';
import { sandboxSwitch, type SandboxSwitch } from '../provider-error';
import type { CourierScan, DocketTracking } from './courier';
import type { PickupAttempt, PickupProgressQuery, ReversePickups } from './reverse-pickups';

const HOUR = 3_600_000;
/** The couriers the sandbox books, picked by the pickup's reference. */
const COURIERS = ['delhivery', 'xpressbees', 'ekart'];
const HUB = 'Reverse Hub';
const WAREHOUSE = 'Bhiwandi Warehouse';
/** Why a not-at-home customer's first visit fails. */
export const SANDBOX_NOT_AT_HOME_REASON = 'Customer not available';
const EXECUTIVE = 'Sandbox Field Executive';
/**
 * The customers the sandbox courier never finds at home the first time: a pickup whose shipping
 * mobile number ends in this digit. Tests and browser specs choose such a customer to see a failed
 * visit and a reschedule on any day and at any hour.
 */
export const SANDBOX_NOT_AT_HOME_DIGIT = '7';
/** What marks such a booking, so that its dockets carry the mark: `RPB-<reference>-NA`. */
const NOT_AT_HOME_MARK = '-NA';

/**
 * The sandbox courier's reverse pickups, deterministic (docs/returns.md): a booking is
 * `RPB-<reference>` with a courier picked by the reference, docket n of a booking is
 * `RV<reference>-<n+1>`. The courier visits when it is asked (attempts, track), at that moment,
 * once the booked date has come in India, and the visit picks the parcel up: no hour of the day
 * and no weekday matters, so a test or browser spec runs the same at any time. The only failure:
 * a pickup whose mobile number ends in SANDBOX_NOT_AT_HOME_DIGIT is visited the first time it
 * is asked, even before its booked date, and that visit fails ("Customer not available"); a later
 * one picks the parcel up once its booked date has come in India. After the pickup, the docket
 * is in transit 20 hours later and delivered to the warehouse two days after the pickup (only
 * tracking shows these). Only what happened up to `now` is answered.
 */
export function createSandboxReversePickups(): ReversePickups & SandboxSwitch {
  const outage = sandboxSwitch('courier');
  return {
    setDown: outage.setDown,
    async schedule(request) {
      outage.check();
      const notAtHome = request.mobile?.endsWith(SANDBOX_NOT_AT_HOME_DIGIT) ?? false;
      return {
        courier: COURIERS[hashOf(request.reference) % COURIERS.length] ?? 'delhivery',
        booking_id: `RPB-${request.reference}${notAtHome ? NOT_AT_HOME_MARK : ''}`,
      };
    },
    async reschedule() {
      outage.check();
    },
    async cancel() {
      outage.check();
    },
    async createDocket(booking, sequence) {
      outage.check();
      const reference = booking.booking_id.replace(/^RPB-/, '');
      return { courier: booking.courier, docket_number: `RV${reference}-${sequence + 1}` };
    },
    async attempts(query, now) {
      outage.check();
      return attemptsUpTo(query, now);
    },
    async track(query, now): Promise<DocketTracking> {
      outage.check();
      const scans = scansOf(attemptsUpTo(query, now)).filter((s) => new Date(s.at) <= now);
      return {
        courier: query.courier,
        docket_number: query.docket_number,
        invoice_number: null,
        status: scans.at(-1)?.description ?? 'Pickup scheduled',
        expected_delivery_date: null,
        origin: 'Customer',
        destination: WAREHOUSE,
        scans,
      };
    },
  };
}

/**
 * The recorded attempts and, until the parcel is picked up, a visit at `now`: a not-at-home
 * customer's first visit (at any time, failing), or a pickup once the booked date (India) has come.
 */
function attemptsUpTo(query: PickupProgressQuery, now: Date): PickupAttempt[] {
  const recorded = [...query.recorded_attempts];
  if (recorded.some((a) => a.picked_up)) return recorded;
  const nobodyHome = query.docket_number.includes(`${NOT_AT_HOME_MARK}-`) && recorded.length === 0;
  if (!nobodyHome && indiaDay(now) < query.pickup_date) return recorded;
  return [
    ...recorded,
    {
      attempted_on: now.toISOString(),
      picked_up: !nobodyHome,
      pending_reason: nobodyHome ? SANDBOX_NOT_AT_HOME_REASON : null,
      attempted_by: EXECUTIVE,
    },
  ];
}

function scansOf(attempts: readonly PickupAttempt[]): CourierScan[] {
  const scans: CourierScan[] = attempts.map((a) => ({
    description: a.picked_up ? 'Picked up' : `Pickup attempted: ${a.pending_reason ?? ''}`.trim(),
    at: a.attempted_on,
    location: 'Customer',
  }));
  const pickup = attempts.find((a) => a.picked_up);
  if (!pickup) return scans;
  const at = new Date(pickup.attempted_on).getTime();
  return [
    ...scans,
    { description: 'In transit', at: new Date(at + 20 * HOUR).toISOString(), location: HUB },
    {
      description: 'Delivered to warehouse',
      at: new Date(at + 48 * HOUR).toISOString(),
      location: WAREHOUSE,
    },
  ];
}

const hashOf = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 10_007, 7);
