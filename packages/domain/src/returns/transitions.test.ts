import { describe, expect, it } from 'vitest';
import { CAPABILITY_RULES } from '../access/capabilities';
import {
  cancelCapability,
  canTakeReturnStep,
  isHoldable,
  isRequestable,
  RETURN_ACTIONS,
  RETURN_STATUS_TRANSITIONS,
  returnActionBetween,
  returnTargetsOf,
  STATUS_CHANGE_ACTIONS,
  statusChangeActionBetween,
  type ReturnAction,
} from './transitions';
import { RETURN_STATUS_IDS } from './statuses';

// The designed table of docs/returns.md, row by row: [from, [to, action] ...].
const ROWS: ReadonlyArray<readonly [number, ReadonlyArray<readonly [number, ReturnAction]>]> = [
  [24, [[26, 'approve']]],
  [25, [[98, 'approve']]],
  [99, [[98, 'approve']]],
  [
    26,
    [
      [28, 'process'],
      [27, 'process'],
    ],
  ],
  [
    98,
    [
      [28, 'process'],
      [27, 'process'],
    ],
  ],
  [28, [[29, 'schedule-pickup']]],
  [
    29,
    [
      [30, 'docket'],
      [28, 'cancel-pickup'],
      [34, 'mark-lost'],
    ],
  ],
  [
    30,
    [
      [31, 'picked-up'],
      [28, 'cancel-pickup'],
      [34, 'mark-lost'],
    ],
  ],
  [
    31,
    [
      [32, 'reach-warehouse'],
      [34, 'mark-lost'],
    ],
  ],
  [
    32,
    [
      [33, 'inward-scan'],
      [34, 'mark-lost'],
    ],
  ],
  [33, [[27, 'resolve']]],
  [34, [[27, 'resolve']]],
  [
    23,
    [
      [27, 'rts-refund'],
      [2, 'rts-reship'],
    ],
  ],
  [27, []],
];

describe('the return status transitions', () => {
  it('has a row for every return status and no other', () => {
    expect(Object.keys(RETURN_STATUS_TRANSITIONS).map(Number).sort()).toEqual(
      [...RETURN_STATUS_IDS].sort(),
    );
    expect(ROWS.map(([from]) => from).sort()).toEqual([...RETURN_STATUS_IDS].sort());
  });

  it.each(ROWS)('from %i allows exactly its steps', (from, steps) => {
    const table = RETURN_STATUS_TRANSITIONS[from as keyof typeof RETURN_STATUS_TRANSITIONS];
    expect(table.map((s) => [s.to, s.action])).toEqual(steps);
    for (const [to, action] of steps) {
      expect(canTakeReturnStep(from, to, action)).toBe(true);
      expect(returnActionBetween(from, to)).toBe(action);
    }
  });

  it.each([
    [24, 27, 'approve'],
    [24, 26, 'process'],
    [28, 30, 'docket'],
    [33, 34, 'mark-lost'],
    [27, 24, 'approve'],
    [21, 24, 'approve'],
  ] as const)('refuses %i to %i by %s', (from, to, action) => {
    expect(canTakeReturnStep(from, to, action)).toBe(false);
  });

  it('offers the targets of one action', () => {
    expect(returnTargetsOf(26, 'process')).toEqual([28, 27]);
    expect(returnTargetsOf(26, 'approve')).toEqual([]);
    expect(returnTargetsOf(1, 'approve')).toEqual([]);
  });

  it('leaves only resolving to the generic status change; every other step has its own call', () => {
    expect(STATUS_CHANGE_ACTIONS).toEqual(['resolve']);
    const ownCalls = (Object.keys(RETURN_ACTIONS) as ReturnAction[]).filter(
      (action) => RETURN_ACTIONS[action].ownCall,
    );
    expect(ownCalls.sort()).toEqual(
      [
        'approve',
        'cancel-pickup',
        'docket',
        'inward-scan',
        'mark-lost',
        'picked-up',
        'process',
        'reach-warehouse',
        'rts-refund',
        'rts-reship',
        'schedule-pickup',
      ].sort(),
    );
  });

  it.each([
    [33, 27, 'resolve'],
    [34, 27, 'resolve'],
    [29, 30, undefined],
    [28, 29, undefined],
    [30, 31, undefined],
    [31, 32, undefined],
    [32, 33, undefined],
    [32, 34, undefined],
    [29, 28, undefined],
    [24, 26, undefined],
    [26, 27, undefined],
    [23, 27, undefined],
    [33, 34, undefined],
  ] as const)('the generic status change from %i to %i takes %s', (from, to, action) => {
    expect(statusChangeActionBetween(from, to)).toBe(action);
  });

  it('names a real capability for every action', () => {
    for (const { capability } of Object.values(RETURN_ACTIONS)) {
      expect(Object.keys(CAPABILITY_RULES)).toContain(capability);
    }
  });

  it.each([
    [24, 'returns:request'],
    [25, 'returns:request'],
    [99, 'returns:request'],
    [26, 'returns:approve'],
    [98, 'returns:approve'],
    [28, 'returns:approve'],
    [29, undefined],
    [33, undefined],
    [27, undefined],
  ] as const)('cancelling from %i needs %s', (status, capability) => {
    expect(cancelCapability(status)).toBe(capability);
  });

  it.each([
    [24, true],
    [98, true],
    [28, false],
    [27, false],
  ] as const)('hold in %i: %s', (status, holdable) => {
    expect(isHoldable(status)).toBe(holdable);
  });

  it.each([
    [21, true],
    [9, true],
    [17, true],
    [1, false],
    [7, false],
    [24, false],
    [4, false],
  ] as const)('a request may be raised from %i: %s', (status, requestable) => {
    expect(isRequestable(status)).toBe(requestable);
  });
});
