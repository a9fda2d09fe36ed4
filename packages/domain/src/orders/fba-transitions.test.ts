import { describe, expect, it } from 'vitest';
import { SALES_CHANNELS } from '../core/channels/sales-channels';
import { principal } from '../test-support/principals';
import {
  canChangeFbaStatus,
  cartAllowedTargets,
  FBA_ORDER_STATUS_TRANSITIONS,
  fbaAllowedTargets,
  isFbaChannel,
} from './fba-transitions';
import { STATUS_IDS, type StatusId } from './statuses';
import { allowedTargets, type TransitionContext } from './transitions';

// The marketplace-fulfilled table, row by row.
const ROWS: ReadonlyArray<readonly [StatusId, readonly StatusId[]]> = [
  [1, [1, 2, 4, 14]],
  [2, [2, 7, 4, 14]],
  [14, [2, 4, 14]],
  [7, [7, 21]],
  [21, [21]],
  [4, [4]],
];
const LISTED = new Set(ROWS.map(([from]) => from));
const UNLISTED = STATUS_IDS.filter((id) => !LISTED.has(id));

const ctx = (over: Partial<TransitionContext> = {}): TransitionContext => ({
  hasConfirmedTime: false,
  canCancelFlag: false,
  principal: principal({ role: 'OC', login_id: 2 }),
  ...over,
});
const permittedLeader = ctx({ principal: principal({ role: 'TEAML', login_id: 6 }) });

describe('marketplace-fulfilled transition table', () => {
  it.each(ROWS)('from %i may go to %j', (from, targets) => {
    expect(FBA_ORDER_STATUS_TRANSITIONS[from as keyof typeof FBA_ORDER_STATUS_TRANSITIONS]).toEqual(
      targets,
    );
    expect(fbaAllowedTargets(from, permittedLeader)).toEqual(targets);
  });

  it.each(UNLISTED)('status %i takes no change', (from) => {
    expect(fbaAllowedTargets(from, permittedLeader)).toEqual([]);
  });

  it.each<[string, TransitionContext, boolean]>([
    ['an agent without the flag', ctx(), false],
    ['an agent with the cancel flag', ctx({ canCancelFlag: true }), true],
    ['a Team Leader allowed to cancel', permittedLeader, true],
  ])('offers Cancelled from New Order to %s: %s', (_who, context, offered) => {
    expect(fbaAllowedTargets(1, context).includes(4)).toBe(offered);
    expect(canChangeFbaStatus(1, 4, context)).toBe(offered);
  });

  it('refuses a move outside the table, e.g. New Order straight to Delivered', () => {
    expect(canChangeFbaStatus(1, 21, permittedLeader)).toBe(false);
    expect(canChangeFbaStatus(1, 2, ctx())).toBe(true);
  });
});

describe('isFbaChannel', () => {
  it.each(SALES_CHANNELS.map((c) => [c.id, c.kind === 'marketplace-logistics'] as const))(
    'channel %i is marketplace-fulfilled: %s',
    (id, fba) => {
      expect(isFbaChannel(id)).toBe(fba);
    },
  );

  it('is false for an unknown channel', () => {
    expect(isFbaChannel(12)).toBe(false);
  });
});

describe('cartAllowedTargets', () => {
  it.each<[string, number, StatusId, readonly StatusId[]]>([
    ['a marketplace-fulfilled New Order: the marketplace table', 9, 1, [1, 2, 4, 14]],
    ['a marketplace-fulfilled Confirmed cart may be Shipped', 9, 2, [2, 7, 4, 14]],
    ['a marketplace-fulfilled Delivered cart stays', 9, 21, [21]],
    ['a New Order of the own channel: the general table', 0, 1, allowedTargets(1, permittedLeader)],
    [
      'a Delivered cart of a marketplace: the general table',
      1,
      21,
      allowedTargets(21, permittedLeader),
    ],
  ])('%s', (_case, affiliateId, current, targets) => {
    expect(cartAllowedTargets(affiliateId, current, permittedLeader)).toEqual(targets);
  });
});
