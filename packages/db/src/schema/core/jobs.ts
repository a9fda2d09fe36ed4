import { bigserial, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { notNegative, oneOf } from './checks';
import { timestamptz } from './columns';

/** Where a background job stands: waiting (or waiting for a retry), done, or given up. */
export const JOB_STATUSES = ['queued', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Work done in the background (a large sheet upload, later refund retries), kept in the database
 * so that it survives a restart: a worker claims a due job with `FOR UPDATE SKIP LOCKED` and a
 * lease, and a job whose worker died is claimed again when its lease runs out
 * (docs/decisions/015-job-queue.md).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What to do, e.g. "uploads.apply"; the area that owns the kind handles it. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When the job may run next: at once, after a retry's wait, or when a claim's lease ends. */
    run_at: timestamptz('run_at').notNull().defaultNow(),
    last_error: text('last_error'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    finished_at: timestamptz('finished_at'),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.run_at),
    check('jobs_status_check', oneOf(t.status, JOB_STATUSES)),
    check('jobs_attempts_check', notNegative(t.attempts)),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
