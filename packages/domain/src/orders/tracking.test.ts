import { describe, expect, it } from 'vitest';
import {
  formatTrackingTime,
  isOrderProcessingShown,
  trackingStepState,
  trackingSteps,
  transitStepKey,
  type TrackingActivity,
  type TrackingStepInput,
} from './tracking';

const sub = (status: boolean): TrackingActivity => ({
  activity: 'scan',
  status,
  time: status ? '2026-11-20T04:00:00.000Z' : null,
});
const step = (over: Partial<TrackingStepInput>): TrackingStepInput => ({
  key: 'order_confirmed',
  status: false,
  time: null,
  sub_activities: [],
  ...over,
});

describe('tracking step state (001 section 4)', () => {
  it.each([
    [true, [], 'done'],
    [false, [], 'pending'],
    [false, [true, true], 'done'],
    [true, [true, false], 'partial'],
    [false, [false, true, false], 'partial'],
    [true, [false, false], 'pending'],
    [false, [false], 'pending'],
  ] as const)('status %s with sub-steps %j is %s', (status, subs, state) => {
    expect(trackingStepState({ status, sub_activities: subs.map(sub) })).toBe(state);
  });
});

describe('the transit step and Order Processing', () => {
  it.each([
    [true, 'in_transit'],
    [false, 'transit'],
  ] as const)('non_shipping_label_case %s uses %s', (flag, key) => {
    expect(transitStepKey(flag)).toBe(key);
  });

  it.each([
    [null, [false], false, false],
    ['2026-11-20T04:00:00.000Z', [false], false, true],
    [null, [true, false], false, true],
    [null, [], true, true],
  ] as const)('processing time %s, transit %j/%s: shown %s', (time, subs, status, shown) => {
    const transit = { status, sub_activities: subs.map(sub) };
    expect(isOrderProcessingShown({ time }, transit)).toBe(shown);
  });

  it('lists the steps in order with labels and states, without an idle Order Processing', () => {
    const steps = trackingSteps([
      step({ key: 'delivered' }),
      step({ key: 'in_transit', sub_activities: [sub(false)] }),
      step({ key: 'order_processing' }),
      step({ key: 'order_confirmed', status: true, time: '2026-11-20T04:00:00.000Z' }),
    ]);
    expect(steps.map((s) => [s.key, s.label, s.state])).toEqual([
      ['order_confirmed', 'Order Confirmed', 'done'],
      ['in_transit', 'In Transit', 'pending'],
      ['delivered', 'Delivered', 'pending'],
    ]);
  });
});

describe('tracking times: "hh:mma, DD MMM" in India time', () => {
  it.each([
    ['2026-11-21T03:35:00.000Z', '09:05AM, 21 Nov'],
    ['2026-11-21T18:29:00.000Z', '11:59PM, 21 Nov'],
    ['2026-11-21T18:30:00.000Z', '12:00AM, 22 Nov'],
    ['2026-12-31T06:30:00.000Z', '12:00PM, 31 Dec'],
    ['2026-01-01T00:00:00.000Z', '05:30AM, 01 Jan'],
  ])('%s is %s', (iso, shown) => {
    expect(formatTrackingTime(iso)).toBe(shown);
  });
});
