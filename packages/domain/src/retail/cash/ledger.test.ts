import { describe, expect, it } from 'vitest';
import {
  accountKey,
  accounts,
  balanceOf,
  balances,
  cashInCustody,
  expectedCustody,
  movementLegs,
  type CashLeg,
  type Movement,
} from './ledger';

const AGENT = 15;
const MANAGER = 16;

describe('each movement: what leaves one account and reaches another', () => {
  it.each<[Movement, string, string]>([
    [{ kind: 'cash_sale', agent: AGENT }, 'sales', 'person:15'],
    [{ kind: 'float_issued', agent: AGENT }, 'store_till', 'transit:15'],
    [{ kind: 'float_accepted', agent: AGENT }, 'transit:15', 'person:15'],
    [{ kind: 'float_rejected', agent: AGENT }, 'transit:15', 'store_till'],
    [{ kind: 'float_deposited', agent: AGENT, manager: MANAGER }, 'person:15', 'transit:16'],
    [{ kind: 'float_deposit_rejected', agent: AGENT, manager: MANAGER }, 'transit:16', 'person:15'],
    [{ kind: 'float_returned', from: accounts.person(AGENT) }, 'person:15', 'store_till'],
    [{ kind: 'cash_handed_over', agent: AGENT, manager: MANAGER }, 'person:15', 'transit:16'],
    [{ kind: 'hand_over_confirmed', manager: MANAGER }, 'transit:16', 'store_till'],
    [{ kind: 'hand_over_rejected', agent: AGENT, manager: MANAGER }, 'transit:16', 'person:15'],
    [{ kind: 'banked' }, 'store_till', 'bank'],
    [{ kind: 'dispute_raised', from: accounts.storeTill }, 'store_till', 'disputed'],
    [{ kind: 'dispute_resolved', to: accounts.writtenOff }, 'disputed', 'written_off'],
  ])('%j moves from %s to %s', (movement, from, to) => {
    const [out, into] = movementLegs(movement, 12_345);
    expect([accountKey(out.account), out.amount_paise]).toEqual([from, -12_345]);
    expect([accountKey(into.account), into.amount_paise]).toEqual([to, 12_345]);
  });

  it.each([0, -100, 1.5, Number.MAX_SAFE_INTEGER + 1])('refuses to move %d paise', (amount) => {
    expect(() => movementLegs({ kind: 'banked' }, amount)).toThrow(RangeError);
  });
});

describe('balances are sums of entries', () => {
  const legs: CashLeg[] = [
    ...movementLegs({ kind: 'cash_sale', agent: AGENT }, 500_000),
    ...movementLegs({ kind: 'cash_handed_over', agent: AGENT, manager: MANAGER }, 300_000),
    ...movementLegs({ kind: 'hand_over_confirmed', manager: MANAGER }, 300_000),
    ...movementLegs({ kind: 'banked' }, 100_000),
    ...movementLegs({ kind: 'dispute_raised', from: accounts.storeTill }, 50_000),
  ];

  it.each([
    [accounts.sales, -500_000],
    [accounts.person(AGENT), 200_000],
    [accounts.transit(MANAGER), 0],
    [accounts.storeTill, 150_000],
    [accounts.bank, 100_000],
    [accounts.disputed, 50_000],
    [accounts.person(MANAGER), 0],
  ])('%j holds %d paise', (account, paise) => {
    expect(balanceOf(legs, account)).toBe(paise);
  });

  it('sums to zero over every account, and custody equals cash taken in less banked', () => {
    expect([...balances(legs).values()].reduce((a, b) => a + b, 0)).toBe(0);
    expect(cashInCustody(legs)).toBe(400_000);
    expect(expectedCustody(legs)).toBe(400_000);
  });

  it('leaves written-off cash out of custody', () => {
    const writtenOff = [
      ...legs,
      ...movementLegs({ kind: 'dispute_resolved', to: accounts.writtenOff }, 50_000),
    ];
    expect(cashInCustody(writtenOff)).toBe(350_000);
    expect(expectedCustody(writtenOff)).toBe(350_000);
  });
});
