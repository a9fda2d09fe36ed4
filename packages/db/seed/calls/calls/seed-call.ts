import type { Database } from '../../../src/client';
import {
  callDispositions,
  callRecords,
  type CallDispositionRow,
  type CallRecordRow,
  type NewCallDispositionRow,
  type NewCallRecordRow,
} from '../../../src/schema/index';

let seeded = 0;

/**
 * Inserts one call record: by default an answered click-to-call of a minute and a half, placed
 * a few minutes ago by nobody in particular. Give the agent, numbers, order and times a test
 * needs; `call_id` is made unique when omitted.
 */
export async function seedCallRecord(
  db: Database,
  overrides: Partial<NewCallRecordRow> = {},
): Promise<CallRecordRow> {
  seeded += 1;
  const started_at = overrides.started_at ?? new Date(Date.now() - 5 * 60_000);
  const state = overrides.call_state ?? 'answered';
  const answered = state === 'answered';
  const [row] = await db
    .insert(callRecords)
    .values({
      call_id: `seed-${Date.now().toString(36)}-${seeded}`,
      provider: 'sandbox',
      caller_type: 'agent',
      call_type: 'outbound',
      customer_number: '9845000000',
      call_state: state,
      started_at,
      answered_at: answered ? new Date(started_at.getTime() + 10_000) : null,
      ended_at: new Date(started_at.getTime() + 100_000),
      caller_duration: 100,
      conversation_duration: answered ? 90 : 0,
      recording_ref: answered ? `sandbox:recording/seed-${seeded}` : null,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('seedCallRecord: insert returned no row');
  return row;
}

/** Inserts one disposition (the ids of a path of the tree are the caller's to give). */
export async function seedCallDisposition(
  db: Database,
  values: Omit<NewCallDispositionRow, 'id'>,
): Promise<CallDispositionRow> {
  const [row] = await db.insert(callDispositions).values(values).returning();
  if (!row) throw new Error('seedCallDisposition: insert returned no row');
  return row;
}
