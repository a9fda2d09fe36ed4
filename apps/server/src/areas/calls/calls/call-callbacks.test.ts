import type { CallRecordRow } from '@backoffice/db/schema';
import { seedCallRecord } from '@backoffice/db/seed';
import type { CallState } from '@backoffice/domain/calls/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TelephonyCallback, TelephonyEvent } from '../../../integrations/telephony/telephony';
import { callChangeOf } from './call-callbacks';
import { createCallsTestApp, customerNumber, type CallsTestApp } from './calls.test-support';

const STARTED = new Date('2026-11-21T05:00:00.000Z');
const AT = '2026-11-21T05:01:40.000Z';

const callIn = (state: CallState, extra: Partial<CallRecordRow> = {}) =>
  ({
    call_state: state,
    started_at: STARTED,
    answered_at: null,
    transferred_to: null,
    ...extra,
  }) as CallRecordRow;
const callback = (event: TelephonyEvent, extra: Partial<TelephonyCallback> = {}) => ({
  call_id: 'c-1',
  event,
  at: AT,
  ...extra,
});

describe('what a provider callback does to a call', () => {
  it.each<[CallState, TelephonyEvent, object | null]>([
    ['initiated', 'agent_ringing', { call_state: 'agent-ringing' }],
    ['agent-ringing', 'agent_answered', { call_state: 'agent-connected' }],
    ['agent-connected', 'customer_ringing', { call_state: 'customer-ringing' }],
    [
      'customer-ringing',
      'customer_answered',
      { call_state: 'in-progress', answered_at: new Date(AT) },
    ],
    ['agent-ringing', 'agent_ringing', null],
    ['in-progress', 'customer_ringing', null],
    ['answered', 'failed', null],
    ['not-answered', 'completed', null],
  ])('%s + %s', (state, event, change) => {
    expect(callChangeOf(callIn(state), callback(event))).toEqual(change);
  });

  it('ends a call with the durations the provider reports, and the recording when answered', () => {
    const answeredAt = new Date('2026-11-21T05:00:10.000Z');
    expect(
      callChangeOf(
        callIn('in-progress', { answered_at: answeredAt }),
        callback('completed', {
          caller_duration: 100,
          conversation_duration: 88,
          recording_url: 'rec-1',
        }),
      ),
    ).toEqual({
      call_state: 'answered',
      ended_at: new Date(AT),
      caller_duration: 100,
      conversation_duration: 88,
      recording_ref: 'rec-1',
    });
    // Without the provider's durations: the times between the callbacks.
    expect(
      callChangeOf(callIn('in-progress', { answered_at: answeredAt }), callback('completed')),
    ).toMatchObject({ caller_duration: 100, conversation_duration: 90, recording_ref: null });
    expect(
      callChangeOf(
        callIn('customer-ringing'),
        callback('customer_no_answer', { recording_url: 'x' }),
      ),
    ).toEqual({
      call_state: 'not-answered',
      ended_at: new Date(AT),
      caller_duration: 100,
      conversation_duration: 0,
      recording_ref: null,
    });
  });

  it('notes a transfer while the conversation lasts, once', () => {
    const transfer = callback('transferred', { transferred_to: '9845099999' });
    expect(callChangeOf(callIn('in-progress'), transfer)).toEqual({
      transferred_to: '9845099999',
    });
    expect(
      callChangeOf(callIn('in-progress', { transferred_to: '9845099999' }), transfer),
    ).toBeNull();
    expect(callChangeOf(callIn('customer-ringing'), transfer)).toBeNull();
    expect(callChangeOf(callIn('answered'), transfer)).toBeNull();
  });
});

describe("POST /api/telephony/callbacks/ (the live provider's webhook)", () => {
  const SECRET = 'webhook-secret-for-tests';
  let app: CallsTestApp;
  beforeAll(async () => {
    app = await createCallsTestApp({ TELEPHONY_WEBHOOK_SECRET: SECRET });
  });
  afterAll(() => app.t.close());

  const post = (body: object, secret: string | null = SECRET) =>
    app.t.app.inject({
      method: 'POST',
      url: '/api/telephony/callbacks/',
      headers: secret === null ? {} : { 'x-telephony-secret': secret },
      payload: body,
    });

  it('moves a call forward, once, and asks again for a call it does not know', async () => {
    const call = await seedCallRecord(app.t.db, {
      call_id: 'live-42',
      provider: 'live',
      call_state: 'customer-ringing',
      customer_number: customerNumber(1),
      ended_at: null,
      caller_duration: null,
      conversation_duration: null,
      recording_ref: null,
      answered_at: null,
    });
    const answered = { call_id: 'live-42', event: 'customer_answered', at: AT };
    expect((await post(answered)).json()).toEqual({ success: true, applied: true });
    expect((await post(answered)).json()).toEqual({ success: true, applied: false });
    const unknown = await post({ ...answered, call_id: 'live-43' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Call not found');
    const followed = await app.call.get(`/api/click-to-call/${call.call_id}/`, 6);
    expect(followed.json()).toMatchObject({
      call_state: 'in-progress',
      Call_status: 'In Progress',
    });
  });

  it.each([
    [null, 401],
    ['wrong-secret-of-the-same', 401],
  ])('refuses the secret %s', async (secret, status) => {
    const response = await post({ call_id: 'live-42', event: 'failed', at: AT }, secret);
    expect(response.statusCode).toBe(status);
  });

  it('refuses a malformed callback', async () => {
    const response = await post({ call_id: 'live-42', event: 'exploded', at: AT });
    expect(response.statusCode).toBe(400);
  });

  it('is not configured without a secret', async () => {
    const bare = await createCallsTestApp();
    try {
      const response = await bare.t.app.inject({
        method: 'POST',
        url: '/api/telephony/callbacks/',
        payload: { call_id: 'x', event: 'failed', at: AT },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe('Telephony callbacks are not configured');
    } finally {
      await bare.t.close();
    }
  });
});
