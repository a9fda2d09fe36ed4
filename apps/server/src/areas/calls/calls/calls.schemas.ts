import { CALL_STATE_IDS, CALL_TYPES, CALLER_TYPES } from '@backoffice/domain/calls/calls';
import { z } from 'zod';

const ZDispositionSummary = z.object({
  category: z.string(),
  sub_category: z.string(),
  third_category: z.string(),
});

/** The call record of the call details (domain `CallRecord`), for the OpenAPI document. */
export const ZCallRecord = z.object({
  id: z.number().int(),
  call_id: z.string(),
  caller_number: z.string(),
  Agent_number: z.string(),
  agent: z.object({ login_id: z.number().int(), name: z.string() }).nullable(),
  Caller_Type: z.enum(Object.values(CALLER_TYPES)),
  Call_Type: z.enum(Object.values(CALL_TYPES)),
  call_date: z.string(),
  call_time: z.string(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  Call_status: z.string(),
  call_state: z.enum(CALL_STATE_IDS),
  call_transfer_status: z.string(),
  caller_duration: z.number().int().nullable(),
  conversation_duration: z.number().int().nullable(),
  call_recording_url: z.string().nullable(),
  order_id: z.string().nullable(),
  aff_id: z.number().int().nullable(),
  status_id: z.number().int().nullable(),
  disposition: ZDispositionSummary.nullable(),
});

export const ZCallListResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  results: z.array(ZCallRecord),
});

export const ZClickToCallResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  call: ZCallRecord,
});

const ZCallHourFigures = z.object({
  calls: z.number().int(),
  answered: z.number().int(),
  dispositions: z.number().int(),
});

export const ZCallsPerHourResponse = z.object({
  date: z.string(),
  scope: z.enum(['team', 'own']),
  agent_login_id: z.number().int().nullable(),
  hours: z.array(ZCallHourFigures.extend({ hour: z.number().int() })),
  totals: ZCallHourFigures,
});

export const ZCallIdParam = z.object({ call_id: z.string().trim().min(1).max(100) });
export const ZCallRecordIdParam = z.object({
  id: z.coerce
    .number({ error: 'id must be a call id' })
    .int('id must be a call id')
    .min(1, 'id must be a call id')
    .max(Number.MAX_SAFE_INTEGER, 'id must be a call id'),
});
