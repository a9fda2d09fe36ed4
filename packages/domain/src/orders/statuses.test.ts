import { describe, expect, it } from 'vitest';
import {
  isStatusId,
  ORDER_STATUSES,
  orderStatus,
  STATUS,
  STATUS_IDS,
  STATUS_SLUG_MAX_LENGTH,
  statusBySlug,
} from './statuses';

// The statuses line of 000 section 3, verbatim.
const SPEC_LINE =
  '1 New Order (new); 2 Confirmed; 3 Confirmed with customization; 4 Cancelled; 5 Invoiced; ' +
  '6 Docketed; 7 Shipped; 8 Dispatch Call Done (dispatched); 9 Instructions Due; ' +
  '10 Feedback Due (instructions-done); 11 Review Due (feedback-call-done); 12 Review Received; ' +
  '13 P&P END; 14 Hold; 15 Closed Cases; 16 Follow Up; 17 Sale Orders; ' +
  '18 Call not connected (CNC); 19 Call not received (CNR); 20 Out for Delivery; 21 Delivered; ' +
  '22 Delivery Delayed; 23 RTS; 24 Return Requested; 25 Replacement Requested; ' +
  '26 Return Processing; 98 Processing; 99 Requested; 27 Resolved; 28 Schedule Return Pickup; ' +
  '29 Return Pickup Created; 30 Return Pickup Docketed; 31 Return Docket Pickup; ' +
  '32 Return Reached to Warehouse; 33 Inward Scanned; 34 Lost Product.';

// A lower-case parenthesis is a slug the spec gives; (CNC) and (CNR) belong to the label.
const SPEC = SPEC_LINE.replace(/\.$/, '')
  .split('; ')
  .map((entry) => {
    const m = /^(\d+) (.+?)(?: \(([a-z-]+)\))?$/.exec(entry);
    if (!m) throw new Error(`Unreadable spec entry: ${entry}`);
    return { id: Number(m[1]), label: m[2] ?? '', slug: m[3] };
  });

const kebab = (label: string) =>
  label
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

describe('order status catalogue (000 section 3)', () => {
  it('holds ids 1 to 34, 98 and 99 in the order the spec lists them', () => {
    expect(SPEC).toHaveLength(36);
    expect(STATUS_IDS).toEqual(SPEC.map((s) => s.id));
    expect(ORDER_STATUSES.map((s) => s.orderBy)).toEqual(SPEC.map((_, i) => i + 1));
  });

  it.each(SPEC)('status $id is "$label"', ({ id, label, slug }) => {
    const status = orderStatus(id as (typeof STATUS_IDS)[number]);
    expect(status.label).toBe(label);
    expect(status.slug).toBe(slug ?? kebab(label));
    expect(status.isActive).toBe(true);
  });

  it.each([
    [1, 'new'],
    [8, 'dispatched'],
    [9, 'instructions-due'],
    [10, 'instructions-done'],
    [11, 'feedback-call-done'],
    [13, 'p-and-p-end'],
    [18, 'call-not-connected-cnc'],
  ] as const)('status %i has the slug %s', (id, slug) => {
    expect(orderStatus(id).slug).toBe(slug);
    expect(statusBySlug(slug)?.id).toBe(id);
  });

  it('has unique slugs and finds no unknown one', () => {
    expect(new Set(ORDER_STATUSES.map((s) => s.slug)).size).toBe(ORDER_STATUSES.length);
    expect(statusBySlug('no-such-list')).toBeUndefined();
  });

  it('keeps every slug within the longest list segment a request may carry', () => {
    for (const s of ORDER_STATUSES)
      expect(s.slug.length).toBeLessThanOrEqual(STATUS_SLUG_MAX_LENGTH);
  });

  it.each([
    [1, true],
    [34, true],
    [98, true],
    [99, true],
    [0, false],
    [35, false],
    [97, false],
    [100, false],
  ])('isStatusId(%i) is %s', (id, expected) => {
    expect(isStatusId(id)).toBe(expected);
  });
});

describe('status names', () => {
  const upperSnake = (label: string) =>
    label
      .replace(/\(.*\)/, '')
      .replace(/&/g, ' and ')
      .trim()
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_');

  it('name every status of the catalogue exactly once, in catalogue order', () => {
    expect(Object.values(STATUS)).toEqual(STATUS_IDS);
  });

  it.each(Object.entries(STATUS))('%s is the catalogue label of status %i', (name, id) => {
    expect(name).toBe(upperSnake(orderStatus(id).label));
  });
});
