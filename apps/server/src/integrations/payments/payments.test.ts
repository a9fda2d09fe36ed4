import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startFakeProvider, type FakeProvider } from '../test-provider-server';
import { createLivePayments } from './payments.live';
import { createSandboxPayments } from './payments.sandbox';

const START = new Date('2026-03-01T10:00:00.000Z');
const LINK = {
  reference: 'link-1',
  amount_paise: 150_000,
  method: 'card',
  description: 'Order ABCD1234',
  customer: { name: 'Asha Rao', mobile: '9845012345', email: null },
  expires_at: new Date(START.getTime() + 24 * 3_600_000),
} as const;

function clock() {
  let at = START.getTime();
  return { now: () => new Date(at), advance: (ms: number) => void (at += ms) };
}

describe('the sandbox payments provider', () => {
  it('creates links on its own payment page and settles them as the customer would', async () => {
    const time = clock();
    const sandbox = createSandboxPayments('http://console.test', time.now);
    const link = await sandbox.createLink(LINK);
    expect(link.id).toMatch(/^sbx_[0-9a-z]+_1$/);
    expect(link.url).toBe(`http://console.test/api/sandbox-payments/pay/${link.id}`);
    expect(await sandbox.getLink(link.id)).toEqual({
      id: link.id,
      status: 'pending',
      payment_id: null,
      at: null,
    });
    expect(sandbox.settle(link.id, 'failed')).toMatchObject({
      status: 'failed',
      payment_id: 'sbx_pay_1',
    });
    expect(sandbox.settle(link.id, 'paid')).toMatchObject({
      status: 'paid',
      payment_id: 'sbx_pay_2',
      at: START,
    });
    // A paid link stays paid, whatever is clicked after.
    expect(sandbox.settle(link.id, 'failed').status).toBe('paid');
    await sandbox.cancelLink(link.id);
    expect((await sandbox.getLink(link.id)).status).toBe('paid');
  });

  it('expires a link after 24 hours, or at once when told', async () => {
    const time = clock();
    const sandbox = createSandboxPayments('http://console.test', time.now);
    const first = await sandbox.createLink(LINK);
    const second = await sandbox.createLink({ ...LINK, reference: 'link-2' });
    expect(sandbox.settle(second.id, 'expired').status).toBe('expired');
    time.advance(24 * 3_600_000);
    expect((await sandbox.getLink(first.id)).status).toBe('expired');
    expect(sandbox.settle(first.id, 'paid').status).toBe('expired');
  });

  it('reads a link it no longer holds from its id (after a restart)', async () => {
    const time = clock();
    const before = createSandboxPayments('http://console.test', time.now);
    const link = await before.createLink(LINK);
    const after = createSandboxPayments('http://console.test', time.now);
    expect((await after.getLink(link.id)).status).toBe('pending');
    expect(after.settle(link.id, 'paid').status).toBe('paid');
    expect((await after.getLink('not-a-sandbox-id')).status).toBe('expired');
  });

  it('answers the open link of a reference it holds, and a new one once that was cancelled', async () => {
    const sandbox = createSandboxPayments('http://console.test', clock().now);
    const first = await sandbox.createLink(LINK);
    expect(await sandbox.createLink(LINK)).toEqual(first);
    await sandbox.cancelLink(first.id);
    const again = await sandbox.createLink(LINK);
    expect(again.id).not.toBe(first.id);
    expect(sandbox.links).toHaveLength(2);
  });

  it('cancels an open link and fails while down', async () => {
    const sandbox = createSandboxPayments('http://console.test', clock().now);
    const link = await sandbox.createLink(LINK);
    await sandbox.cancelLink(link.id);
    expect(sandbox.settle(link.id, 'paid').status).toBe('cancelled');
    sandbox.setDown(true);
    await expect(sandbox.createLink(LINK)).rejects.toMatchObject({
      status: 503,
      message: 'The payments provider is unavailable. Try again later.',
    });
  });
});

describe('the live payments driver', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider(({ method, path }) => {
      if (method === 'POST' && path === '/v1/payment-links') {
        return { status: 201, body: { id: 'plink_1', url: 'https://pay.example.com/plink_1' } };
      }
      if (path === '/v1/payment-links/plink_1') {
        return {
          status: 200,
          body: { id: 'plink_1', status: 'paid', payment_id: 'pay_9', at: '2026-03-01T11:00:00Z' },
        };
      }
      if (path === '/v1/payment-links/plink_1/cancel') return { status: 200, body: {} };
      return { status: 404, body: { error: 'no such link' } };
    });
  });
  afterAll(() => fake.close());
  const live = () => createLivePayments({ provider: 'live', url: fake.url, apiKey: 'pay-secret' });

  it('creates, reads and cancels links with the key as a bearer token', async () => {
    expect(await live().createLink(LINK)).toEqual({
      id: 'plink_1',
      url: 'https://pay.example.com/plink_1',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      headers: { authorization: 'Bearer pay-secret' },
      body: { reference: 'link-1', amount_paise: 150_000, expires_at: '2026-03-02T10:00:00.000Z' },
    });
    expect(await live().getLink('plink_1')).toEqual({
      id: 'plink_1',
      status: 'paid',
      payment_id: 'pay_9',
      at: new Date('2026-03-01T11:00:00Z'),
    });
    await live().cancelLink('plink_1');
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/payment-links/plink_1/cancel' });
  });

  it('counts a refusal as unavailable and is not configured without its key', async () => {
    await expect(live().getLink('unknown')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    await expect(
      createLivePayments({ provider: 'live', url: fake.url }).getLink('plink_1'),
    ).rejects.toMatchObject({
      code: 'NOT_CONFIGURED',
      message: 'The payments provider is not configured',
    });
  });
});

describe('PAYMENTS_PROVIDER', () => {
  it('is the sandbox at the public address by default, live with its URL and key', () => {
    expect(
      loadConfig({ PUBLIC_URL: 'https://crm.example.com/' }).app.integrations.payments,
    ).toEqual({ provider: 'sandbox', publicUrl: 'https://crm.example.com' });
    const live = loadConfig({
      PAYMENTS_PROVIDER: 'live',
      PAYMENTS_API_URL: 'https://pay.example.com/v1',
      PAYMENTS_API_KEY: 'k',
    }).app.integrations;
    expect(live.payments).toEqual({
      provider: 'live',
      url: 'https://pay.example.com/v1',
      apiKey: 'k',
    });
  });
});
