import type { Database } from '@backoffice/db';
import { jobs, type JobRow } from '@backoffice/db/schema';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { createPoller } from '../background/poller';
import { doublingWaitMs, failureText } from '../background/retries';

/**
 * Carries out one kind of job; throws when it could not (the job is tried again later, unless
 * this was its last attempt).
 */
export type JobHandler = (payload: unknown, attempt: { last: boolean }) => Promise<void>;

export interface JobLog {
  warn(details: object, message: string): void;
}

export interface JobQueueOptions {
  db: Database;
  now: () => Date;
  /** How often a started queue looks for due jobs. */
  pollMs: number;
  log?: JobLog;
}

/**
 * The background job queue (docs/decisions/015-job-queue.md): jobs are rows of `jobs`, queued
 * in the caller's transaction, so a job exists exactly when the work that asked for it
 * committed, and survives a restart.
 */
export interface JobQueue {
  /** Registers the handler of a kind: the area that owns the kind, once. */
  handle(kind: string, handler: JobHandler): void;
  /** Queues a job inside `tx`; it becomes due at `runAt` (now by default). */
  enqueue(tx: Database, kind: string, payload: unknown, runAt?: Date): Promise<void>;
  /** Asks a started queue to look for due jobs now (after a commit that queued one). */
  kick(): void;
  /** Runs every job due now, one after the other, and answers how many succeeded; tests await it. */
  drain(): Promise<number>;
  /** Starts polling: jobs queued by this process, by others and before a restart. */
  start(): void;
  /** Stops polling and waits for the job in progress. */
  stop(): Promise<void>;
}

/** How long a claimed job is its worker's: a worker that died leaves it due again after this. */
export const JOB_LEASE_MS = 10 * 60_000;
export const JOB_MAX_ATTEMPTS = 5;
/** The wait before a failed job's next try: 1, 2, 4, 8 minutes. */
export const jobRetryDelayMs = (attempts: number) => doublingWaitMs(attempts, { firstMs: 60_000 });

/**
 * A queue on the `jobs` table: a due job is claimed in a short transaction (`FOR UPDATE SKIP
 * LOCKED`, so several processes share the work) by moving its `run_at` a lease ahead, run
 * outside any transaction, then marked done, or put back with a growing wait and marked failed
 * after JOB_MAX_ATTEMPTS tries.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, now } = options;
  const handlers = new Map<string, JobHandler>();

  async function claim(): Promise<JobRow | null> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return null;
    const at = now();
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.status, 'queued'), lte(jobs.run_at, at), inArray(jobs.kind, kinds)))
        .orderBy(asc(jobs.run_at), asc(jobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const [claimed] = await tx
        .update(jobs)
        .set({ attempts: sql`${jobs.attempts} + 1`, run_at: new Date(at.getTime() + JOB_LEASE_MS) })
        .where(eq(jobs.id, due.id))
        .returning();
      return claimed ?? null;
    });
  }

  async function run(job: JobRow): Promise<boolean> {
    try {
      const handler = handlers.get(job.kind);
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job.payload, { last: job.attempts >= JOB_MAX_ATTEMPTS });
    } catch (error) {
      const gaveUp = job.attempts >= JOB_MAX_ATTEMPTS;
      await db
        .update(jobs)
        .set({
          status: gaveUp ? 'failed' : 'queued',
          run_at: new Date(now().getTime() + jobRetryDelayMs(job.attempts)),
          last_error: failureText(error),
          ...(gaveUp ? { finished_at: now() } : {}),
        })
        .where(eq(jobs.id, job.id));
      options.log?.warn(
        { job_id: job.id, kind: job.kind, attempts: job.attempts, gaveUp, error },
        'job failed',
      );
      return false;
    }
    await db
      .update(jobs)
      .set({ status: 'done', finished_at: now(), last_error: null })
      .where(eq(jobs.id, job.id));
    return true;
  }

  async function drain(): Promise<number> {
    let succeeded = 0;
    for (let job = await claim(); job; job = await claim()) if (await run(job)) succeeded += 1;
    return succeeded;
  }

  const poller = createPoller({
    round: drain,
    pollMs: options.pollMs,
    onError: (error) => options.log?.warn({ error }, 'job queue failed'),
    kicksBeforeStart: false,
  });

  return {
    handle(kind, handler) {
      if (handlers.has(kind)) throw new Error(`The job kind ${kind} has a handler already`);
      handlers.set(kind, handler);
    },
    async enqueue(tx, kind, payload, runAt) {
      await tx.insert(jobs).values({ kind, payload, run_at: runAt ?? now() });
    },
    kick: poller.kick,
    drain,
    start: poller.start,
    stop: poller.stop,
  };
}
