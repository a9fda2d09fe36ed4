import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../test-provider-server';
import { sandboxOutcome, sandboxScript } from './sandbox-script';
import type { CallbackOutcome, TelephonyCallback } from './telephony';
import { createLiveTelephony } from './telephony.live';
import { createSandboxTelephony } from './telephony.sandbox';

const CALL = { agent_number: '9845010074', customer_number: '7000000001' };

describe("the sandbox call script (outcome by the customer number's last digit)", () => {
  it.each([
    ['9845000000', 'answered'],
    ['9845000005', 'answered'],
    ['9845000006', 'transferred'],
    ['9845000007', 'busy'],
    ['9845000008', 'not-answered'],
    ['9845000009', 'not-answered'],
  ])('%s is %s', (number, outcome) => {
    expect(sandboxOutcome(number)).toBe(outcome);
  });

  it('rings the agent, then the customer, and reports durations and the recording', () => {
    expect(sandboxScript('7000000003', 'rec')).toEqual([
      { event: 'agent_ringing' },
      { event: 'agent_answered' },
      { event: 'customer_ringing' },
      { event: 'customer_answered' },
      { event: 'completed', caller_duration: 57, conversation_duration: 47, recording_url: 'rec' },
    ]);
    expect(sandboxScript('7000000006', 'rec').map((s) => s.event)).toContain('transferred');
    expect(sandboxScript('7000000008', 'rec').at(-1)).toEqual({
      event: 'customer_no_answer',
      caller_duration: 34,
      conversation_duration: 0,
    });
    expect(sandboxScript('7000000007', 'rec').at(-1)?.event).toBe('customer_busy');
  });
});

describe('the sandbox telephony provider', () => {
  it('delivers the callbacks in order, again while the call is unknown, then ends', async () => {
    const at = new Date('2026-11-21T05:00:00.000Z');
    const sandbox = createSandboxTelephony({ stepMs: 0, now: () => at });
    const received: TelephonyCallback[] = [];
    let unknownOnce = true;
    sandbox.onCallback(async (callback): Promise<CallbackOutcome> => {
      if (unknownOnce) {
        unknownOnce = false;
        return 'unknown-call';
      }
      received.push(callback);
      return 'applied';
    });
    const { call_id } = await sandbox.placeCall(CALL);
    expect(call_id).toMatch(/^sandbox-/);
    await sandbox.whenEnded(call_id);
    expect(received.map((c) => c.event)).toEqual([
      'agent_ringing',
      'agent_answered',
      'customer_ringing',
      'customer_answered',
      'completed',
    ]);
    expect(received.every((c) => c.call_id === call_id && c.at === at.toISOString())).toBe(true);
    const recording = await sandbox.fetchRecording(received.at(-1)?.recording_url ?? '');
    expect(recording.content_type).toBe('audio/wav');
    expect(recording.body.subarray(0, 4).toString()).toBe('RIFF');
    expect(recording.body.subarray(8, 12).toString()).toBe('WAVE');
    expect(recording.body.length).toBe(44 + 8_000 * 2 * 3);
  });

  it('places nothing while down and serves only its own recordings', async () => {
    const sandbox = createSandboxTelephony({ stepMs: 0 });
    sandbox.setDown(true);
    await expect(sandbox.placeCall(CALL)).rejects.toMatchObject({
      status: 503,
      message: 'Telephony is unavailable. Try again later.',
    });
    sandbox.setDown(false);
    await expect(sandbox.fetchRecording('https://elsewhere/rec.mp3')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
  });

  it('stops a call in progress when closed', async () => {
    const sandbox = createSandboxTelephony({ stepMs: 20 });
    const received: string[] = [];
    sandbox.onCallback(async (c) => {
      received.push(c.event);
      return 'applied';
    });
    const { call_id } = await sandbox.placeCall(CALL);
    sandbox.close();
    await sandbox.whenEnded(call_id);
    expect(received).toEqual([]);
  });
});

describe('the live telephony driver', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider(({ path }) => {
      if (path.endsWith('/calls')) return { status: 201, body: { call_id: 'prov-77' } };
      if (path.endsWith('/recordings/prov-77.mp3')) return { status: 200, body: 'ID3' };
      return { status: 404, body: { error: 'no such call' } };
    });
  });
  afterAll(() => fake.close());
  const live = () =>
    createLiveTelephony({
      provider: 'live',
      url: fake.url,
      apiKey: 'secret',
      callbackUrl: 'https://console.example.com/api/telephony/callbacks/',
    });

  it('places the call with +91 numbers and the callback address', async () => {
    expect(await live().placeCall(CALL)).toEqual({ call_id: 'prov-77' });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/calls',
      headers: { authorization: 'Bearer secret' },
      body: {
        agent_number: '+919845010074',
        customer_number: '+917000000001',
        callback_url: 'https://console.example.com/api/telephony/callbacks/',
      },
    });
  });

  it('fetches a recording from the provider only', async () => {
    const recording = await live().fetchRecording(`${fake.url}/recordings/prov-77.mp3`);
    expect(recording.body.toString()).toBe('ID3');
    await expect(live().fetchRecording('https://attacker.example/rec')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    await expect(live().fetchRecording(`${fake.url}/recordings/none.mp3`)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
  });

  it('is not configured without its key', async () => {
    await expect(
      createLiveTelephony({ provider: 'live', url: fake.url, callbackUrl: 'x' }).placeCall(CALL),
    ).rejects.toMatchObject({ code: 'NOT_CONFIGURED', message: 'Telephony is not configured' });
  });
});
