import { describe, expect, it } from 'vitest';
import { CANCEL_TEAM_LEADER_IDS } from '../access/powers';
import { principal } from '../test-support/principals';
import { STATUS_IDS, type StatusId } from './statuses';
import {
  allowedTargets,
  canChangeStatus,
  CONFIRM_OR_HOLD_TARGETS,
  confirmsOrder,
  isCancelTeamLeader,
  ORDER_STATUS_TRANSITIONS,
  type TransitionContext,
} from './transitions';

// The transition table of 000 section 4, row by row ("18, 19" is one row for both).
const SPEC_ROWS: ReadonlyArray<readonly [StatusId, readonly StatusId[]]> = [
  [1, [1, 2, 3, 4, 14, 18, 19]],
  [2, [2, 4, 14, 18, 19]],
  [3, [3, 4, 14, 18, 19]],
  [4, [2, 4, 14, 18, 19]],
  [5, [4, 5, 14, 18, 19]],
  [6, [4, 6, 14, 18, 19]],
  [9, [9, 10, 15, 16]],
  [10, [10, 11, 12, 13, 15, 16, 17]],
  [11, [11, 12, 13, 15, 16, 17]],
  [12, [12, 13, 15, 16, 17]],
  [13, [13, 15, 16, 17]],
  [14, [1, 2, 3, 4, 14, 18, 19]],
  [15, [15]],
  [16, [10, 11, 12, 13, 15, 16]],
  [17, [10, 11, 12, 13, 15, 16, 17]],
  [18, [1, 2, 3, 4, 14, 18, 19]],
  [19, [1, 2, 3, 4, 14, 18, 19]],
  [21, [9, 16, 21]],
  [33, [33, 4, 14, 18, 19]],
];
const LISTED = new Set(SPEC_ROWS.map(([from]) => from));
const NOT_SHOWN = STATUS_IDS.filter((id) => !LISTED.has(id));

const agent = principal({ role: 'OC', login_id: 6 });
const ctx = (over: Partial<TransitionContext> = {}): TransitionContext => ({
  hasConfirmedTime: false,
  canCancelFlag: false,
  principal: agent,
  ...over,
});
const permittedLeader = ctx({ principal: principal({ role: 'TEAML', login_id: 270 }) });

describe('transition table (000 section 4)', () => {
  it.each(SPEC_ROWS)('from %i may go to %j', (from, targets) => {
    expect(ORDER_STATUS_TRANSITIONS[from]).toEqual(targets);
    // With the Cancelled rule out of the way, the table is what a permitted user gets.
    const hold = from === 14;
    expect(allowedTargets(from, { ...permittedLeader, hasConfirmedTime: !hold })).toEqual(targets);
  });

  it.each(NOT_SHOWN)('status %i has no targets (transitions not shown)', (from) => {
    expect(ORDER_STATUS_TRANSITIONS[from]).toEqual([]);
    expect(allowedTargets(from, permittedLeader)).toEqual([]);
  });

  it('lists exactly the "not shown" statuses without rows', () => {
    expect(NOT_SHOWN).toEqual([7, 8, 20, 22, 23, 24, 25, 26, 98, 99, 27, 28, 29, 30, 31, 32, 34]);
  });
});

describe('Hold with a confirmed time', () => {
  it.each([
    [false, [1, 2, 3, 4, 14, 18, 19]],
    [true, [2, 3, 4, 14, 18, 19]],
  ])('with confirmed time %s offers %j', (hasConfirmedTime, targets) => {
    expect(allowedTargets(14, { ...permittedLeader, hasConfirmedTime })).toEqual(targets);
  });

  it.each([1, 18, 19] as const)('does not drop New Order from status %i', (from) => {
    expect(allowedTargets(from, { ...permittedLeader, hasConfirmedTime: true })).toContain(1);
  });
});

describe('Cancelled visibility', () => {
  it('lists the permitted Team Leader ids of the spec', () => {
    expect(CANCEL_TEAM_LEADER_IDS).toEqual([6, 270, 345, 438, 526]);
  });

  it.each([
    ['a Team Leader with id 6', principal({ role: 'TEAML', login_id: 6 }), true],
    ['a Team Leader with id 270', principal({ role: 'TEAML', login_id: 270 }), true],
    ['a Team Leader with id 345', principal({ role: 'TEAML', login_id: 345 }), true],
    ['a Team Leader with id 438', principal({ role: 'TEAML', login_id: 438 }), true],
    ['a Team Leader with id 526', principal({ role: 'TEAML', login_id: 526 }), true],
    ['a multi-role Team Leader with id 6', principal({ role: 'OC,TEAML', login_id: 6 }), true],
    ['a Team Leader with another id', principal({ role: 'TEAML', login_id: 7 }), false],
    ['an OC agent with id 6', agent, false],
    ['an admin with id 526', principal({ role: 'ADMIN', login_id: 526 }), false],
  ])('%s may cancel: %s', (_label, p, expected) => {
    expect(isCancelTeamLeader(p)).toBe(expected);
    expect(allowedTargets(1, ctx({ principal: p })).includes(4)).toBe(expected);
  });

  it.each([
    [1, [1, 2, 3, 14, 18, 19]],
    [2, [2, 14, 18, 19]],
    [5, [5, 14, 18, 19]],
    [14, [1, 2, 3, 14, 18, 19]],
    [33, [33, 14, 18, 19]],
  ] as const)('hides Cancelled from %i for other users', (from, targets) => {
    expect(allowedTargets(from, ctx())).toEqual(targets);
  });

  it('keeps Cancelled when the order is Cancelled', () => {
    expect(allowedTargets(4, ctx())).toEqual([2, 4, 14, 18, 19]);
  });

  it('shows Cancelled when the flag is set', () => {
    expect(allowedTargets(1, ctx({ canCancelFlag: true }))).toEqual([1, 2, 3, 4, 14, 18, 19]);
  });

  it('applies both exceptions together', () => {
    expect(allowedTargets(14, ctx({ hasConfirmedTime: true }))).toEqual([2, 3, 14, 18, 19]);
  });
});

describe('canChangeStatus and the Confirmed/Hold helper', () => {
  it.each([
    [1, 2, true],
    [1, 4, false],
    [9, 10, true],
    [9, 11, false],
    [15, 15, true],
    [15, 16, false],
    [7, 21, false],
  ] as const)('%i to %i is %s for an agent', (from, to, expected) => {
    expect(canChangeStatus(from, to, ctx())).toBe(expected);
  });

  it('offers only Confirmed and Hold', () => {
    expect(CONFIRM_OR_HOLD_TARGETS).toEqual([2, 14]);
  });
});

describe('confirmation', () => {
  // Only a confirming status of an order without a confirmed time sets it.
  it.each(
    STATUS_IDS.flatMap((target) => [
      [target, false, target === 2 || target === 3],
      [target, true, false],
    ]) as [StatusId, boolean, boolean][],
  )('moving to %i with confirmed time %s confirms the order: %s', (target, has, expected) => {
    expect(confirmsOrder(target, has)).toBe(expected);
  });
});
