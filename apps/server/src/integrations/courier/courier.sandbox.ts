import { sandboxSwitch, type SandboxSwitch } from '../provider-error';
import type { CourierScan, CourierTracker, DocketQuery, DocketTracking } from './courier';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Where dockets start and the hubs they pass through, picked by the docket number. */
const WAREHOUSES = ['Bhiwandi Warehouse', 'Hoskote Warehouse', 'Gurugram Warehouse'];
const HUBS = ['Nagpur Hub', 'Hyderabad Hub', 'Jhansi Hub', 'Vijayawada Hub', 'Bhopal Hub'];
/** 09:00 in India is 03:30 UTC: out-for-delivery runs start then. */
const DELIVERY_RUN_UTC = 'T03:30:00.000Z';
/** Without a promised date the sandbox courier delivers in four days. */
const DEFAULT_TRANSIT_DAYS = 4;

/**
 * The sandbox courier, deterministic from the docket number and the shipment's dates: picked up
 * at a warehouse (by docket number) when shipped, through a hub about a day later, at the destination the day before the promised
 * date, out for delivery on it at 09:00 India time, delivered when the cart was. Only scans up to
 * `now` exist.
 */
export function createSandboxCourier(): CourierTracker & SandboxSwitch {
  const outage = sandboxSwitch('courier');
  return {
    setDown: outage.setDown,
    async track(query, now): Promise<DocketTracking> {
      outage.check();
      const { shipment } = query;
      const scans = plannedScans(query).filter(
        (s) =>
          new Date(s.at) <= now &&
          (!shipment.delivered_at || new Date(s.at) <= shipment.delivered_at),
      );
      return {
        courier: query.courier,
        docket_number: query.docket_number,
        invoice_number: shipment.invoice_number,
        status: scans.at(-1)?.description ?? 'Manifested',
        expected_delivery_date: expectedDelivery(query).toISOString().slice(0, 10),
        origin: pick(WAREHOUSES, hashOf(query.docket_number)),
        destination: shipment.destination,
        scans,
      };
    },
  };
}

function expectedDelivery({ shipment }: DocketQuery): Date {
  if (shipment.promised_date) return new Date(`${shipment.promised_date}${DELIVERY_RUN_UTC}`);
  return new Date(shipment.shipped_at.getTime() + DEFAULT_TRANSIT_DAYS * DAY);
}

function plannedScans(query: DocketQuery): CourierScan[] {
  const { shipment } = query;
  const hash = hashOf(query.docket_number);
  const shipped = shipment.shipped_at.getTime();
  const eta = Math.max(expectedDelivery(query).getTime(), shipped + 2 * DAY);
  const scan = (description: string, at: number, location: string): CourierScan => ({
    description,
    at: new Date(at).toISOString(),
    location,
  });
  const planned = [
    scan('Shipment picked up', shipped, pick(WAREHOUSES, hash)),
    scan('In transit', shipped + (20 + (hash % 6)) * HOUR, pick(HUBS, hash)),
    scan('Reached destination hub', eta - DAY, shipment.destination),
    scan('Out for delivery', eta, shipment.destination),
  ];
  if (!shipment.delivered_at) return planned;
  const delivered = shipment.delivered_at.getTime();
  // A delivery earlier than planned pulls the run forward to three hours before it.
  const run = Math.min(eta, delivered - 3 * HOUR);
  return [
    ...planned.slice(0, 3).filter((s) => new Date(s.at).getTime() < run),
    scan('Out for delivery', Math.max(run, shipped), shipment.destination),
    scan('Delivered', delivered, shipment.destination),
  ];
}

const hashOf = (docket: string) =>
  [...docket].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 10_007, 3);
const pick = (places: readonly string[], hash: number) => places[hash % places.length] ?? 'Hub';
