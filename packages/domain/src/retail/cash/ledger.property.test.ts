import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { disputeDifference } from './dispute';
import { agentFloatNext, managerFloatNext, type FloatStatus } from './float';
import { handOverNext, type HandOverStatus } from './hand-over';
import {
  accountKey,
  accounts,
  balanceOf,
  balances,
  cashInCustody,
  expectedCustody,
  HOLDER_KINDS,
  movementLegs,
  type CashAccount,
  type CashLeg,
  type Movement,
} from './ledger';

const AGENTS = [15, 28] as const;
const MANAGERS = [16, 27] as const;
const MAX_ACTIONS = 1_000;
// A fixed seed makes every run the same days; a failure prints its own seed and path to replay.
const SEED = 20_251_128;

interface Float {
  status: FloatStatus;
  paise: number;
  depositedTo: number;
}
interface HandOver {
  from: number;
  to: number;
  paise: number;
  status: HandOverStatus;
}

/**
 * A store's day as the server runs it: each action allowed by the domain's rules, or skipped.
 * It keeps running totals so a day costs linear time; the checks compare them with the ledger's
 * own sums over every leg.
 */
class Store {
  readonly legs: CashLeg[] = [];
  readonly totals = new Map<string, number>();
  readonly movements: [CashLeg, CashLeg][] = [];
  readonly floats = new Map<number, Float>(AGENTS.map((a) => [a, float()]));
  readonly handOvers: HandOver[] = [];
  readonly disputes: { paise: number; open: boolean }[] = [];

  balance(account: CashAccount) {
    return this.totals.get(accountKey(account)) ?? 0;
  }

  move(movement: Movement, paise: number) {
    const legs = movementLegs(movement, paise);
    this.movements.push(legs);
    this.legs.push(...legs);
    for (const leg of legs) {
      const key = accountKey(leg.account);
      this.totals.set(key, (this.totals.get(key) ?? 0) + leg.amount_paise);
    }
  }

  /** What an agent may hand over: their cash less an accepted float. */
  pending(agent: number) {
    const f = this.floats.get(agent) ?? float();
    return this.balance(accounts.person(agent)) - (f.status === 'accepted' ? f.paise : 0);
  }

  raise(from: CashAccount, expected: number, counted: number) {
    const difference = disputeDifference(expected, counted);
    if (difference === null) return;
    this.move({ kind: 'dispute_raised', from }, difference);
    this.disputes.push({ paise: difference, open: true });
  }
}

function float(): Float {
  return { status: 'not_issued', paise: 0, depositedTo: 0 };
}

interface Action {
  kind: number;
  pick: number;
  paise: number;
}

const ACTION_KINDS = 15;

function run(store: Store, { kind, pick, paise }: Action) {
  const agent = AGENTS[pick % AGENTS.length] ?? AGENTS[0];
  const manager = MANAGERS[(pick >> 1) % MANAGERS.length] ?? MANAGERS[0];
  const f = store.floats.get(agent) ?? float();
  const till = store.balance(accounts.storeTill);
  const inTransit = store.handOvers.filter((h) => h.status === 'in_transit');
  const handOver = inTransit[pick % Math.max(inTransit.length, 1)];
  const next = (action: 'accept' | 'reject' | 'deposit') => agentFloatNext(f.status, action);
  const managerNext = (action: 'issue' | 'accept' | 'reject' | 'deposit') =>
    managerFloatNext(f.status, action);

  switch (kind) {
    case 0:
      store.move({ kind: 'cash_sale', agent }, paise);
      return;
    case 1:
      if (managerNext('issue') && till > 0) {
        const amount = 1 + (paise % till);
        store.move({ kind: 'float_issued', agent }, amount);
        store.floats.set(agent, { status: 'issued', paise: amount, depositedTo: 0 });
      }
      return;
    case 2:
    case 3: {
      const status = next(kind === 2 ? 'accept' : 'reject');
      if (!status) return;
      store.move({ kind: kind === 2 ? 'float_accepted' : 'float_rejected', agent }, f.paise);
      store.floats.set(agent, { ...f, status });
      return;
    }
    case 4: {
      const status = next('deposit');
      if (!status) return;
      store.move({ kind: 'float_deposited', agent, manager }, f.paise);
      store.floats.set(agent, { ...f, status, depositedTo: manager });
      return;
    }
    case 5:
    case 6: {
      const status = managerNext(kind === 5 ? 'accept' : 'reject');
      if (!status) return;
      store.move(
        kind === 5
          ? { kind: 'float_returned', from: accounts.transit(f.depositedTo) }
          : { kind: 'float_deposit_rejected', agent, manager: f.depositedTo },
        f.paise,
      );
      store.floats.set(agent, { ...f, status });
      return;
    }
    case 7: {
      const status = managerNext('deposit');
      if (!status) return;
      store.move({ kind: 'float_returned', from: accounts.person(agent) }, f.paise);
      store.floats.set(agent, { ...f, status });
      return;
    }
    case 8: {
      const pending = store.pending(agent);
      if (pending <= 0) return;
      const amount = 1 + (paise % pending);
      store.move({ kind: 'cash_handed_over', agent, manager }, amount);
      store.handOvers.push({ from: agent, to: manager, paise: amount, status: 'in_transit' });
      return;
    }
    case 9:
    case 10:
    case 11: {
      if (!handOver) return;
      const action = kind === 9 ? 'confirm' : kind === 10 ? 'reject' : 'dispute';
      const status = handOverNext(handOver.status, action);
      if (!status) return;
      handOver.status = status;
      if (action === 'reject') {
        store.move(
          { kind: 'hand_over_rejected', agent: handOver.from, manager: handOver.to },
          handOver.paise,
        );
        return;
      }
      const counted = action === 'confirm' ? handOver.paise : paise % handOver.paise;
      if (counted > 0) store.move({ kind: 'hand_over_confirmed', manager: handOver.to }, counted);
      store.raise(accounts.transit(handOver.to), handOver.paise, counted);
      return;
    }
    case 12:
      if (till > 0) store.move({ kind: 'banked' }, 1 + (paise % till));
      return;
    case 13:
      if (till > 0) store.raise(accounts.storeTill, till, paise % till);
      return;
    default: {
      const dispute = store.disputes.find((d) => d.open);
      if (!dispute) return;
      dispute.open = false;
      store.move(
        { kind: 'dispute_resolved', to: pick % 2 === 0 ? accounts.storeTill : accounts.writtenOff },
        dispute.paise,
      );
    }
  }
}

const anAction = fc.record({
  kind: fc.integer({ min: 0, max: ACTION_KINDS - 1 }),
  pick: fc.nat({ max: 1_000 }),
  paise: fc.integer({ min: 1, max: 5_000_000 }),
});

describe('the custody ledger under a randomized day of up to 1,000 actions', () => {
  it('always balances: double entries, no holder below zero, custody equals the books', () => {
    fc.assert(
      fc.property(
        // Days of any length up to the maximum, so a failing day shrinks to the few actions
        // that break it.
        fc.array(anAction, { minLength: 1, maxLength: MAX_ACTIONS, size: 'max' }),
        (actions) => {
          const store = new Store();
          for (const action of actions) run(store, action);

          // One assertion over every movement and account: an `expect` per item costs more
          // than the whole day it checks.
          const unbalanced = store.movements.filter(
            ([out, into]) => out.amount_paise + into.amount_paise !== 0 || into.amount_paise <= 0,
          );
          expect(unbalanced).toEqual([]);
          const all = balances(store.legs);
          expect(all).toEqual(store.totals);
          expect([...all.values()].reduce((a, b) => a + b, 0)).toBe(0);
          const overdrawn = [...all].filter(
            ([key, paise]) => HOLDER_KINDS.some((kind) => key.split(':')[0] === kind) && paise < 0,
          );
          expect(overdrawn).toEqual([]);
          // A difference, since a day that moved nothing has custody 0 and books -0.
          expect(cashInCustody(store.legs) - expectedCustody(store.legs)).toBe(0);

          const openDisputes = store.disputes.filter((d) => d.open);
          expect(balanceOf(store.legs, accounts.disputed)).toBe(
            openDisputes.reduce((sum, d) => sum + d.paise, 0),
          );
          for (const login of [...AGENTS, ...MANAGERS]) {
            const transit =
              store.handOvers
                .filter((h) => h.to === login && h.status === 'in_transit')
                .reduce((sum, h) => sum + h.paise, 0) +
              [...store.floats.values()]
                .filter((f) => f.status === 'deposited' && f.depositedTo === login)
                .reduce((sum, f) => sum + f.paise, 0) +
              (store.floats.get(login)?.status === 'issued'
                ? (store.floats.get(login)?.paise ?? 0)
                : 0);
            expect(all.get(accountKey(accounts.transit(login))) ?? 0, `transit:${login}`).toBe(
              transit,
            );
          }
          for (const agent of AGENTS) expect(store.pending(agent)).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 100, seed: SEED },
    );
  });
});
