import { auditLog, callRecords } from '@backoffice/db/schema';
import { seedStaff } from '@backoffice/db/seed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/test-app';
import {
  contactOf,
  createCallsTestApp,
  customerNumber,
  orderFor,
  placeAndFinish,
  type CallsTestApp,
} from './calls.test-support';

let app: CallsTestApp;
beforeAll(async () => {
  app = await createCallsTestApp();
});
afterAll(() => app.t.close());

const callsTo = (number: string) =>
  app.t.db.select().from(callRecords).where(eq(callRecords.customer_number, number));

describe('POST /api/click-to-call/', () => {
  it('places a call about an order: agent first, then the customer, answered with a recording', async () => {
    const mobile = customerNumber(3);
    const { order } = await orderFor(app.t, mobile);
    const response = await app.call.post('/api/click-to-call/', 4, {
      agent_number: `+91${contactOf(4)}`,
      customer_number: `+91${mobile}`,
      order_id: order.order_random_id.toLowerCase(),
      aff_id: 0,
      status_id: 1,
    });
    expect(response.statusCode).toBe(200);
    const placed = response.json();
    expect(placed).toMatchObject({
      success: true,
      message: 'Call placed. Your phone will ring first.',
      call: {
        caller_number: mobile,
        Agent_number: contactOf(4),
        agent: { login_id: 4, name: 'Ananya Iyer' },
        Caller_Type: 'Agent',
        Call_Type: 'Outbound',
        Call_status: 'Initiated',
        call_state: 'initiated',
        order_id: order.order_random_id,
        aff_id: 0,
        status_id: 1,
        caller_duration: null,
        call_recording_url: null,
      },
    });
    await app.telephony.whenEnded(placed.call.call_id);

    const followed = await app.call.get(`/api/click-to-call/${placed.call.call_id}/`, 4);
    expect(followed.json()).toMatchObject({
      Call_status: 'Answered',
      call_state: 'answered',
      call_transfer_status: 'Not Transferred',
      caller_duration: 57,
      conversation_duration: 47,
      call_recording_url: `/api/call-recordings/${placed.call.id}/`,
    });
    const recording = await app.call.get(`/api/call-recordings/${placed.call.id}/`, 4);
    expect(recording.statusCode).toBe(200);
    expect(recording.headers['content-type']).toBe('audio/wav');
    expect(recording.rawPayload.subarray(0, 4).toString()).toBe('RIFF');

    const audit = await app.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'call'), eq(auditLog.entity_id, String(placed.call.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.actor_login_id, a.actor_role, a.reason])).toEqual([
      [4, 'CET', `Click-to-call about order ${order.order_random_id}`],
      [null, 'telephony', 'Telephony callback: agent_ringing'],
      [null, 'telephony', 'Telephony callback: agent_answered'],
      [null, 'telephony', 'Telephony callback: customer_ringing'],
      [null, 'telephony', 'Telephony callback: customer_answered'],
      [null, 'telephony', 'Telephony callback: completed'],
    ]);
  });

  it.each([
    [8, 'not-answered', 'Not Answered', 'Not Transferred', 0],
    [7, 'busy', 'Busy', 'Not Transferred', 0],
    [6, 'answered', 'Answered', 'Transferred', 95],
  ])(
    'a customer number ending in %i ends %s',
    async (digit, state, label, transfer, conversation) => {
      const mobile = customerNumber(digit);
      await placeAndFinish(app, 2, { customer_number: mobile });
      const [row] = await callsTo(mobile);
      expect(row).toMatchObject({
        call_state: state,
        conversation_duration: conversation,
        order_id: null,
      });
      expect(row?.recording_ref === null).toBe(state !== 'answered');
      const shown = await app.call.get(`/api/click-to-call/${row?.call_id}/`, 2);
      expect(shown.json()).toMatchObject({ Call_status: label, call_transfer_status: transfer });
    },
  );

  it.each<[string, object, number, string]>([
    ['a short customer number', { customer_number: '98450' }, 400, 'Enter a 10 digit number'],
    [
      "someone else's phone",
      { agent_number: contactOf(3) },
      400,
      'agent_number must be your own contact number',
    ],
    [
      'an order without its channel',
      { order_id: 'NEWORDER' },
      400,
      'aff_id is Required with order_id',
    ],
    ['an unknown order', { order_id: 'ZZZZ9999', aff_id: 0 }, 404, 'Order not found'],
    [
      "another channel than the order's",
      { order_id: 'NEWORDER', aff_id: 1 },
      400,
      "aff_id is not the order's channel",
    ],
  ])('refuses %s and places nothing', async (_name, change, status, message) => {
    const mobile = customerNumber(1);
    const response = await app.call.post('/api/click-to-call/', 4, {
      agent_number: contactOf(4),
      customer_number: mobile,
      ...change,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBe(message);
    expect(await callsTo(mobile)).toEqual([]);
  });

  it('refuses a user without a contact number', async () => {
    const noPhone = await seedStaff(app.t.db, { role: 'CET', contact: null });
    const response = await app.t.app.inject({
      method: 'POST',
      url: '/api/click-to-call/',
      headers: bearer(await app.t.tokenFor(noPhone.login_id, 'cet')),
      payload: { agent_number: '9845012345', customer_number: customerNumber(1) },
    });
    expect(response.json()).toMatchObject({
      fields: { agent_number: 'Your account has no contact number to call from' },
    });
  });

  it('answers 503 and records nothing while the provider is down', async () => {
    const mobile = customerNumber(1);
    app.telephony.setDown(true);
    try {
      const response = await app.call.post('/api/click-to-call/', 4, {
        agent_number: contactOf(4),
        customer_number: mobile,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe('Telephony is unavailable. Try again later.');
    } finally {
      app.telephony.setDown(false);
    }
    expect(await callsTo(mobile)).toEqual([]);
  });
});

describe('GET /api/click-to-call/:call_id/', () => {
  it("shows an agent their own call, not another agent's", async () => {
    const callId = await placeAndFinish(app, 2, { customer_number: customerNumber(2) });
    expect((await app.call.get(`/api/click-to-call/${callId}/`, 2)).statusCode).toBe(200);
    const other = await app.call.get(`/api/click-to-call/${callId}/`, 4);
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe('Call not found');
    expect((await app.call.get(`/api/click-to-call/${callId}/`, 6)).statusCode).toBe(200);
  });
});
