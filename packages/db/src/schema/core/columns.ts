import { integer, timestamp } from 'drizzle-orm/pg-core';

/** A point in time with its zone, as every table stores times. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Creation and update times of a mutable row. */
export const rowTimes = () => ({
  created_at: timestamptz('created_at').notNull().defaultNow(),
  updated_at: timestamptz('updated_at').notNull().defaultNow(),
});

/** The version an update names to detect a stale write (ARCHITECTURE section 4). */
export const rowVersion = () => integer('version').notNull().default(1);
