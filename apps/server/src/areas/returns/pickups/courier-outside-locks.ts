import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';

/** Something a use case asks the courier (book, move, docket, read the attempts). */
export interface CourierQuestion<T> {
  /** What is asked: a later run asking the same key takes the same answer without asking again. */
  key: string;
  /** Asks the courier; called with no transaction open. */
  ask: () => Promise<T>;
  /**
   * Called once the use case is over, committed or not: undoes at the courier what the answer
   * did when no committed row holds it (a booking the use case did not keep). Failures are
   * ignored: nothing here depends on them.
   */
  release?: (answer: T) => Promise<void>;
}

/** Where a use case takes the courier's answers from, inside its transaction. */
export interface CourierAnswers {
  /** The answer to the question, asked before this run; else the run stops to ask it. */
  answer<T>(question: CourierQuestion<T>): T;
}

/** A run of a use case stopped where it needs an answer of the courier it does not have yet. */
class CourierNeeded extends Error {
  override name = 'CourierNeeded';
  constructor(readonly question: CourierQuestion<unknown>) {
    super('The courier is asked before this use case can commit');
  }
}

/** How many times a use case runs when what it asks the courier keeps changing. */
const MAX_RUNS = 3;

/**
 * Runs a return pickup's use case without ever calling the courier while the request, its cart
 * and order are locked (docs/decisions/010-provider-calls-outside-locks.md, docs/returns.md).
 * The first run checks everything (version, table, rules) and stops, rolling back, where it
 * needs the courier; the courier is asked with no transaction open, and the use case runs again
 * (a new transaction at the version the caller read, so a change meanwhile is a 409) and writes
 * the answer. A refusal is answered by the first run, before the courier is asked; an
 * idempotent replay reaches no question and asks nothing. A courier that cannot answer fails the
 * call (503) with nothing written.
 */
export async function runWithCourier<T>(
  ctx: AppContext,
  work: (courier: CourierAnswers) => Promise<T>,
): Promise<T> {
  if (is(ctx.db, PgTransaction)) throw new Error('runWithCourier: not inside a transaction');
  const answered = new Map<string, { answer: unknown; release: () => Promise<void> }>();
  const courier: CourierAnswers = {
    answer<A>(question: CourierQuestion<A>): A {
      const found = answered.get(question.key);
      if (!found) throw new CourierNeeded(question as CourierQuestion<unknown>);
      // Stored by the same key's question, whose ask answers an A.
      return found.answer as A;
    },
  };
  try {
    for (let runs = 1; ; runs += 1) {
      try {
        return await work(courier);
      } catch (error) {
        if (!(error instanceof CourierNeeded)) throw error;
        // The request kept changing under the use case: the caller reloads and tries again.
        if (runs >= MAX_RUNS) throw new AppError('STALE');
        const { key, ask, release } = error.question;
        const answer = await ask();
        answered.set(key, {
          answer,
          release: () => (release ? release(answer) : Promise.resolve()),
        });
      }
    }
  } finally {
    for (const { release } of answered.values()) await release().catch(() => undefined);
  }
}
