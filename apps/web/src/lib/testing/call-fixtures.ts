import type { CallRecord } from '@backoffice/domain/calls/calls';

/** Test helper: a call record as GET /api/calldetails/ answers it (a placed call by default). */
export function aCallRecord(overrides: Partial<CallRecord> = {}): CallRecord {
  return {
    id: 1,
    call_id: 'sandbox-1',
    caller_number: '+917000000001',
    Agent_number: '+919845010148',
    agent: { login_id: 2, name: 'Priya Nair' },
    Caller_Type: 'Agent',
    Call_Type: 'Outbound',
    call_date: '2026-11-20',
    call_time: '09:05:00',
    started_at: '2026-11-20T03:35:00.000Z',
    ended_at: null,
    Call_status: 'Initiated',
    call_state: 'initiated',
    call_transfer_status: '',
    caller_duration: null,
    conversation_duration: null,
    call_recording_url: null,
    order_id: null,
    aff_id: null,
    status_id: null,
    disposition: null,
    ...overrides,
  };
}
