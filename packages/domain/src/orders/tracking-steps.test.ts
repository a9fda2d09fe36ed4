import { describe, expect, it } from 'vitest';
import { trackingSteps } from './tracking';
import {
  buildTrackingSteps,
  deliveryDelayMessage,
  scanMilestone,
  type CartTrackingFacts,
} from './tracking-steps';

const T = (day: number, hour = 4) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();
const DOCKET = {
  docket_name: 'Delhivery',
  tracking_number: 'DLV1234567',
  docket_url: 'https://www.delhivery.com/track/package/DLV1234567',
  delay_message: null,
};
const facts = (over: Partial<CartTrackingFacts>): CartTrackingFacts => ({
  status: 2,
  confirmed_at: T(10),
  invoiced_at: null,
  docketed_at: null,
  delivered_at: null,
  docket: null,
  scans: [],
  label_moves: [],
  ...over,
});
const states = (f: CartTrackingFacts) =>
  trackingSteps(buildTrackingSteps(f)).map((s) => [s.key, s.state]);

describe('courier scan texts', () => {
  it.each([
    ['Shipment picked up', 'picked_up'],
    ['In transit', 'in_transit'],
    ['Departed from Bhiwandi Hub', 'in_transit'],
    ['Reached destination hub', 'at_destination'],
    ['Undelivered: customer not available', 'at_destination'],
    ['Out for delivery', 'out_for_delivery'],
    ['Delivered', 'delivered'],
    ['Shipment delivered to the customer', 'delivered'],
  ])('%j is %s', (text, milestone) => {
    expect(scanMilestone(text)).toBe(milestone);
  });
});

describe('the Track Order steps of a cart (001 section 4)', () => {
  it.each([
    [
      'confirmed only: Order Processing hidden',
      facts({}),
      [
        ['order_confirmed', 'done'],
        ['in_transit', 'pending'],
        ['picking', 'pending'],
        ['out_for_delivery', 'pending'],
        ['delivered', 'pending'],
      ],
    ],
    [
      'invoiced, no docket yet',
      facts({ status: 5, invoiced_at: T(11) }),
      [
        ['order_confirmed', 'done'],
        ['order_processing', 'partial'],
        ['in_transit', 'pending'],
        ['picking', 'pending'],
        ['out_for_delivery', 'pending'],
        ['delivered', 'pending'],
      ],
    ],
    [
      'picked up by the courier',
      facts({
        status: 7,
        invoiced_at: T(11),
        docketed_at: T(11, 6),
        docket: DOCKET,
        scans: [{ description: 'Shipment picked up', at: T(12) }],
      }),
      [
        ['order_confirmed', 'done'],
        ['order_processing', 'done'],
        ['in_transit', 'partial'],
        ['picking', 'pending'],
        ['out_for_delivery', 'pending'],
        ['delivered', 'pending'],
      ],
    ],
    [
      'delivered without any scan (courier unknown)',
      facts({ status: 21, invoiced_at: T(11), docketed_at: T(11, 6), delivered_at: T(14) }),
      [
        ['order_confirmed', 'done'],
        ['order_processing', 'done'],
        ['in_transit', 'done'],
        ['picking', 'done'],
        ['out_for_delivery', 'done'],
        ['delivered', 'done'],
      ],
    ],
  ])('%s', (_, f, expected) => {
    expect(states(f)).toEqual(expected);
  });

  it('takes each time from the first scan of its milestone and carries the docket on the transit step', () => {
    const steps = buildTrackingSteps(
      facts({
        status: 20,
        invoiced_at: T(11),
        docketed_at: T(11, 6),
        docket: DOCKET,
        scans: [
          { description: 'Shipment picked up', at: T(12) },
          { description: 'In transit', at: T(13) },
          { description: 'In transit', at: T(13, 9) },
          { description: 'Out for delivery', at: T(14) },
        ],
      }),
    );
    expect(steps.find((s) => s.key === 'in_transit')).toEqual({
      key: 'in_transit',
      status: true,
      time: T(13),
      sub_activities: [
        { activity: 'Picked up by the courier', status: true, time: T(12) },
        { activity: 'In transit', status: true, time: T(13) },
      ],
      tracking_data: DOCKET,
    });
    // Out for delivery proves the delivery centre was reached, though not scanned.
    expect(steps.find((s) => s.key === 'picking')).toMatchObject({ status: true, time: null });
    expect(steps.find((s) => s.key === 'order_processing')?.time).toBe(T(11, 6));
  });
});

describe('a cart under middle-mile shipping labels', () => {
  it('has the transit step with the label moves first, partial until the courier picks it up', () => {
    const moves = [
      { description: 'Created', at: T(11, 2) },
      { description: 'In Transit', at: T(11, 8) },
      { description: 'Received at Destination', at: T(12, 8) },
    ];
    const steps = buildTrackingSteps(
      facts({ status: 6, invoiced_at: T(11), docketed_at: T(12, 9), label_moves: moves }),
    );
    expect(steps.map((s) => s.key)).not.toContain('in_transit');
    expect(steps.find((s) => s.key === 'transit')).toEqual({
      key: 'transit',
      status: true,
      time: T(12, 8),
      sub_activities: [
        { activity: 'Created', status: true, time: T(11, 2) },
        { activity: 'In Transit', status: true, time: T(11, 8) },
        { activity: 'Received at Destination', status: true, time: T(12, 8) },
        { activity: 'Picked up by the courier', status: false, time: null },
        { activity: 'In transit', status: false, time: null },
      ],
    });
    expect(states(facts({ status: 6, label_moves: moves }))).toContainEqual(['transit', 'partial']);
  });
});

describe('the delay note', () => {
  it.each([
    ['2026-11-20', false, '2026-11-21', 'Delayed: delivery was promised by 2026-11-20'],
    ['2026-11-21', false, '2026-11-21', null],
    ['2026-11-20', true, '2026-11-21', null],
    [null, false, '2026-11-21', null],
  ])('promised %s, delivered %s, today %s: %j', (promised, delivered, today, message) => {
    expect(deliveryDelayMessage(promised, delivered, today)).toBe(message);
  });
});
