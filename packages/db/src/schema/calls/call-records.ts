import { CALL_STATE_IDS, MISSED_CALL_STATES, type CallState } from '@backoffice/domain/calls/calls';
import { SALES_CHANNELS } from '@backoffice/domain/core/channels';
import { STATUS_IDS, type StatusId } from '@backoffice/domain/orders';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { notNegative, nullOrOneOf, oneOf, tenDigitMobile } from '../core/checks';
import { rowTimes, rowVersion, timestamptz } from '../core/columns';
import { orders } from '../orders/orders';
import { staff } from '../identity/staff';

export const CALL_PROVIDERS = ['sandbox', 'live'] as const;
export type CallProvider = (typeof CALL_PROVIDERS)[number];

/**
 * Calls through the telephony provider: click-to-calls the agents place (the agent's phone rings
 * first, then the customer's) and the customers' inbound calls. The provider's callbacks move
 * `call_state` forward and, at the end, fill the durations (seconds) and the recording.
 */
export const callRecords = pgTable(
  'call_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The provider's id of the call; its callbacks name it. */
    call_id: text('call_id').notNull().unique(),
    provider: text('provider').$type<CallProvider>().notNull(),
    /** Who started it: `agent` (click-to-call) or `customer` (inbound). */
    caller_type: text('caller_type').$type<'agent' | 'customer'>().notNull(),
    call_type: text('call_type').$type<'outbound' | 'inbound'>().notNull(),
    /** Null for an inbound call no agent took. */
    agent_login_id: integer('agent_login_id').references(() => staff.login_id),
    agent_number: text('agent_number'),
    customer_number: text('customer_number').notNull(),
    /** The order the call was about, when placed from one. */
    order_id: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    affiliate_id: smallint('affiliate_id'),
    /** The order's status when the call was placed. */
    status_id: smallint('status_id').$type<StatusId>(),
    call_state: text('call_state').$type<CallState>().notNull().default('initiated'),
    /** The number the call was transferred to; null when it was not. */
    transferred_to: text('transferred_to'),
    started_at: timestamptz('started_at').notNull(),
    answered_at: timestamptz('answered_at'),
    ended_at: timestamptz('ended_at'),
    caller_duration: integer('caller_duration'),
    conversation_duration: integer('conversation_duration'),
    /** The provider's reference of the recording; the API serves it. */
    recording_ref: text('recording_ref'),
    version: rowVersion(),
    ...rowTimes(),
  },
  (t) => [
    check('call_records_provider_check', oneOf(t.provider, CALL_PROVIDERS)),
    check('call_records_caller_type_check', oneOf(t.caller_type, ['agent', 'customer'])),
    check('call_records_call_type_check', oneOf(t.call_type, ['outbound', 'inbound'])),
    check('call_records_call_state_check', oneOf(t.call_state, CALL_STATE_IDS)),
    check('call_records_status_id_check', nullOrOneOf(t.status_id, STATUS_IDS)),
    check(
      'call_records_affiliate_id_check',
      nullOrOneOf(
        t.affiliate_id,
        SALES_CHANNELS.map((c) => c.id),
      ),
    ),
    check('call_records_customer_number_check', tenDigitMobile(t.customer_number)),
    check('call_records_agent_number_check', tenDigitMobile(t.agent_number)),
    check('call_records_transferred_to_check', tenDigitMobile(t.transferred_to)),
    check('call_records_caller_duration_check', notNegative(t.caller_duration)),
    check('call_records_conversation_duration_check', notNegative(t.conversation_duration)),
    // The lists: newest first overall, per agent, per order, per number on either side.
    index('call_records_started_idx').on(
      t.started_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('call_records_agent_idx').on(
      t.agent_login_id,
      t.started_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('call_records_order_idx').on(t.order_id, t.started_at.desc().nullsFirst()),
    index('call_records_customer_number_idx').on(
      t.customer_number,
      t.started_at.desc().nullsFirst(),
    ),
    index('call_records_agent_number_idx').on(t.agent_number, t.started_at.desc().nullsFirst()),
    index('call_records_missed_idx')
      .on(t.started_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql.raw(`call_state in (${MISSED_CALL_STATES.map((s) => `'${s}'`).join(', ')})`)),
  ],
);

export type CallRecordRow = typeof callRecords.$inferSelect;
export type NewCallRecordRow = typeof callRecords.$inferInsert;
