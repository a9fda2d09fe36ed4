import { describe, expect, it } from 'vitest';
import { disputeDifference } from './dispute';
import { handOverNext, HAND_OVER_STATUSES, transitButtons, type TransitAction } from './hand-over';

describe('a hand-over in transit', () => {
  it.each([
    ['in_transit', true],
    ['confirmed', false],
    ['rejected', false],
    ['disputed', false],
  ] as const)('a %s hand-over shows Confirm, Reject and Dispute: %s', (status, shown) => {
    expect(transitButtons(status)).toEqual({
      confirm_button: shown,
      reject_button: shown,
      dispute_button: shown,
    });
  });

  it.each([
    ['confirm', 'confirmed'],
    ['reject', 'rejected'],
    ['dispute', 'disputed'],
  ] as const)('leaves transit on %s as %s, once', (action, next) => {
    expect(handOverNext('in_transit', action as TransitAction)).toBe(next);
    for (const status of HAND_OVER_STATUSES.filter((s) => s !== 'in_transit')) {
      expect(handOverNext(status, action as TransitAction)).toBeNull();
    }
  });
});

describe('a dispute', () => {
  it.each([
    [360_000, 340_000, 20_000],
    [100, 0, 100],
    [100, 100, null],
    [100, 150, null],
  ])('expected %d, counted %d: difference %s', (expected, counted, difference) => {
    expect(disputeDifference(expected, counted)).toBe(difference);
  });
});
