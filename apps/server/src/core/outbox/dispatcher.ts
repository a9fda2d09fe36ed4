import type { Database } from '@backoffice/db';
import { outboxMessages, type OutboxMessageRow } from '@backoffice/db/schema';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { createPoller } from '../background/poller';
import { failureText } from '../background/retries';
import { CLAIM_LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from './retry-policy';

/** Carries out one kind of side effect; throws when it could not (the message is tried again). */
export type OutboxHandler = (payload: unknown) => Promise<void>;

/** Where a failed try is reported. */
export interface OutboxLog {
  warn(details: object, message: string): void;
}

export interface OutboxOptions {
  db: Database;
  now: () => Date;
  /**
   * inline: what a commit queued is sent before the use case answers (tests, deterministic);
   * background: it is sent just after, and a poll picks up retries and other processes' work.
   */
  mode: 'inline' | 'background';
  /** How often the background dispatcher looks for due messages. */
  pollMs?: number;
  log?: OutboxLog;
}

/** The dispatcher of the outbox: sends what committed use cases queued, with retries. */
export interface Outbox {
  /** Registers the handler of a kind: the area that owns the kind, once. */
  handle(kind: string, handler: OutboxHandler): void;
  /** Called after a use case committed: sends its messages now (inline) or soon (background). */
  afterCommit(): Promise<void>;
  /** Sends every message due now and answers how many went out; tests await it. */
  drain(): Promise<number>;
  /** Starts polling (background mode): retries and messages left by a stopped process. */
  start(): void;
  /** Stops polling and waits for the send in progress. */
  stop(): Promise<void>;
}

const BATCH = 20;
const DEFAULT_POLL_MS = 5_000;

/**
 * The outbox dispatcher (docs/decisions/006-outbox.md). A batch of due messages is claimed in a
 * short transaction (`FOR UPDATE SKIP LOCKED`, so several processes share the work) by moving
 * their next try a lease ahead; each is then sent outside any transaction and marked sent, or
 * put back with a growing wait, and marked failed after MAX_ATTEMPTS tries.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { db, now } = options;
  const handlers = new Map<string, OutboxHandler>();

  async function claim(): Promise<OutboxMessageRow[]> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return [];
    const at = now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.status, 'pending'),
            // A message never tried is due at once; a retry when its wait has passed.
            or(eq(outboxMessages.attempts, 0), lte(outboxMessages.next_attempt_at, at)),
            inArray(outboxMessages.kind, kinds),
          ),
        )
        .orderBy(asc(outboxMessages.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outboxMessages)
        .set({
          attempts: sql`${outboxMessages.attempts} + 1`,
          next_attempt_at: new Date(at.getTime() + CLAIM_LEASE_MS),
        })
        .where(
          inArray(
            outboxMessages.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  async function deliver(message: OutboxMessageRow): Promise<boolean> {
    const handler = handlers.get(message.kind);
    try {
      if (!handler) throw new Error(`No handler for outbox kind ${message.kind}`);
      await handler(message.payload);
    } catch (error) {
      const gaveUp = message.attempts >= MAX_ATTEMPTS;
      await db
        .update(outboxMessages)
        .set({
          status: gaveUp ? 'failed' : 'pending',
          next_attempt_at: new Date(now().getTime() + retryDelayMs(message.attempts)),
          last_error: failureText(error),
        })
        .where(eq(outboxMessages.id, message.id));
      options.log?.warn(
        { outbox_id: message.id, kind: message.kind, attempts: message.attempts, gaveUp, error },
        'outbox message not sent',
      );
      return false;
    }
    await db
      .update(outboxMessages)
      .set({ status: 'sent', sent_at: now(), last_error: null })
      .where(eq(outboxMessages.id, message.id));
    return true;
  }

  async function drain(): Promise<number> {
    let sent = 0;
    for (let batch = await claim(); batch.length > 0; batch = await claim()) {
      for (const message of batch) if (await deliver(message)) sent += 1;
    }
    return sent;
  }

  const poller = createPoller({
    round: drain,
    pollMs: options.pollMs ?? DEFAULT_POLL_MS,
    onError: (error) => options.log?.warn({ error }, 'outbox dispatch failed'),
    kicksBeforeStart: true,
  });

  return {
    handle(kind, handler) {
      if (handlers.has(kind)) throw new Error(`The outbox kind ${kind} has a handler already`);
      handlers.set(kind, handler);
    },
    async afterCommit() {
      if (options.mode === 'inline') await drain();
      else poller.kick();
    },
    drain,
    start() {
      if (options.mode === 'inline') return;
      poller.start();
    },
    stop: poller.stop,
  };
}
