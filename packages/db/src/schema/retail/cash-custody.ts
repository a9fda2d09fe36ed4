import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { rowTimes, rowVersion, timestamptz } from '../core/columns';
import { staff } from '../identity/staff';
import { retailStores } from './stores';

/**
 * A float a manager issued to an agent (packages/domain retail/cash float.ts for the statuses).
 * Its cash lives in the ledger; this row holds where the float stands. One open float per agent.
 */
export const retailFloats = pgTable(
  'retail_floats',
  {
    float_id: serial('float_id').primaryKey(),
    retail_store_id: text('retail_store_id')
      .notNull()
      .references(() => retailStores.retail_store_id),
    agent_login_id: integer('agent_login_id')
      .notNull()
      .references(() => staff.login_id),
    issued_by_login_id: integer('issued_by_login_id')
      .notNull()
      .references(() => staff.login_id),
    /** The manager the agent deposited the float to, while deposited. */
    deposited_to_login_id: integer('deposited_to_login_id').references(() => staff.login_id),
    amount_paise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('retail_floats_amount_check', sql`${t.amount_paise} > 0`),
    check(
      'retail_floats_status_check',
      sql`${t.status} in ('issued', 'accepted', 'rejected', 'deposited', 'returned')`,
    ),
    uniqueIndex('retail_floats_one_open_per_agent_idx')
      .on(t.agent_login_id)
      .where(sql`${t.status} in ('issued', 'accepted', 'deposited')`),
    index('retail_floats_store_idx').on(t.retail_store_id, t.created_at),
  ],
);

/** Cash an agent handed over to a manager of the same store, in transit until the manager acts. */
export const retailHandOvers = pgTable(
  'retail_hand_overs',
  {
    hand_over_id: serial('hand_over_id').primaryKey(),
    retail_store_id: text('retail_store_id')
      .notNull()
      .references(() => retailStores.retail_store_id),
    from_login_id: integer('from_login_id')
      .notNull()
      .references(() => staff.login_id),
    to_login_id: integer('to_login_id')
      .notNull()
      .references(() => staff.login_id),
    amount_paise: bigint('amount_paise', { mode: 'number' }).notNull(),
    denominations: jsonb('denominations').$type<Record<string, number>>().notNull(),
    status: text('status').notNull().default('in_transit'),
    decided_by_login_id: integer('decided_by_login_id').references(() => staff.login_id),
    decided_at: timestamptz('decided_at'),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('retail_hand_overs_amount_check', sql`${t.amount_paise} > 0`),
    check(
      'retail_hand_overs_status_check',
      sql`${t.status} in ('in_transit', 'confirmed', 'rejected', 'disputed')`,
    ),
    index('retail_hand_overs_store_status_idx').on(t.retail_store_id, t.status, t.created_at),
    index('retail_hand_overs_from_idx').on(t.from_login_id, t.created_at),
  ],
);

/**
 * A dispute: a count short of the books. It keeps both counts and the difference (moved to the
 * store's disputed account) and stays open until a manager resolves it.
 */
export const retailDisputes = pgTable(
  'retail_disputes',
  {
    dispute_id: serial('dispute_id').primaryKey(),
    retail_store_id: text('retail_store_id')
      .notNull()
      .references(() => retailStores.retail_store_id),
    kind: text('kind').notNull(),
    hand_over_id: integer('hand_over_id').references(() => retailHandOvers.hand_over_id),
    expected_paise: bigint('expected_paise', { mode: 'number' }).notNull(),
    counted_paise: bigint('counted_paise', { mode: 'number' }).notNull(),
    difference_paise: bigint('difference_paise', { mode: 'number' }).notNull(),
    /** The notes on each side: what the books or the agent said, and what the manager counted. */
    expected_denominations: jsonb('expected_denominations').$type<Record<string, number>>(),
    counted_denominations: jsonb('counted_denominations').$type<Record<string, number>>(),
    raised_by_login_id: integer('raised_by_login_id')
      .notNull()
      .references(() => staff.login_id),
    /** The other side: the manager who last submitted the store's cash, or the agent. */
    against_login_id: integer('against_login_id').references(() => staff.login_id),
    comments: text('comments').notNull(),
    outcome: text('outcome'),
    resolved_by_login_id: integer('resolved_by_login_id').references(() => staff.login_id),
    resolution_comments: text('resolution_comments'),
    resolved_at: timestamptz('resolved_at'),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check(
      'retail_disputes_kind_check',
      sql`${t.kind} in ('session_start', 'store_count', 'hand_over')`,
    ),
    check(
      'retail_disputes_difference_check',
      sql`${t.difference_paise} > 0 and ${t.difference_paise} = ${t.expected_paise} - ${t.counted_paise}`,
    ),
    check(
      'retail_disputes_outcome_check',
      sql`${t.outcome} is null or ${t.outcome} in ('recovered', 'written_off')`,
    ),
    check(
      'retail_disputes_resolved_check',
      sql`(${t.outcome} is null) = (${t.resolved_at} is null)`,
    ),
    index('retail_disputes_open_idx')
      .on(t.retail_store_id, t.created_at)
      .where(sql`${t.outcome} is null`),
  ],
);

/** The manager's count and submit of the store's cash (last submitted by, last submit timestamp). */
export const retailCashSubmits = pgTable(
  'retail_cash_submits',
  {
    submit_id: serial('submit_id').primaryKey(),
    retail_store_id: text('retail_store_id')
      .notNull()
      .references(() => retailStores.retail_store_id),
    login_id: integer('login_id')
      .notNull()
      .references(() => staff.login_id),
    action: text('action').notNull(),
    amount_paise: bigint('amount_paise', { mode: 'number' }).notNull(),
    denominations: jsonb('denominations').$type<Record<string, number>>().notNull(),
    comments: text('comments'),
    dispute_id: integer('dispute_id').references(() => retailDisputes.dispute_id),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('retail_cash_submits_action_check', sql`${t.action} in ('confirm', 'dispute')`),
    check('retail_cash_submits_amount_check', sql`${t.amount_paise} >= 0`),
    index('retail_cash_submits_store_idx').on(t.retail_store_id, t.created_at),
  ],
);

export type RetailFloatRow = typeof retailFloats.$inferSelect;
export type RetailHandOverRow = typeof retailHandOvers.$inferSelect;
export type RetailDisputeRow = typeof retailDisputes.$inferSelect;
