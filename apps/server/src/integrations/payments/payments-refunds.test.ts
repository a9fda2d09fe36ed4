import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../test-provider-server';
import type { ProviderRefundRequest } from './payments';
import { createLivePayments } from './payments.live';
import { createSandboxPayments } from './payments.sandbox';

const refundOf = (amount_paise: number, attempt = 1): ProviderRefundRequest => ({
  reference: `rfnd_${amount_paise}_${attempt}`,
  refund_id: 1,
  attempt,
  amount_paise,
  bank_account: { holder_name: 'Asha Rao', account_number: '123456789012', ifsc: 'HDFC0001234' },
});

describe('the sandbox refunds', () => {
  it.each([
    [125_000, 'success'],
    [125_091, 'failed'],
    [125_093, 'invalid_bank_details'],
    [125_094, 'invalid_amount'],
    [125_095, 'manual_review'],
  ] as const)('answers %i paise with %s', async (amount, status) => {
    const sandbox = createSandboxPayments('http://console.test');
    expect(await sandbox.refund(refundOf(amount))).toMatchObject({ status });
  });

  it('pays .92 on the second attempt and answers a reference it has seen the same', async () => {
    const sandbox = createSandboxPayments('http://console.test');
    expect((await sandbox.refund(refundOf(10_092, 1))).status).toBe('failed');
    const paid = await sandbox.refund(refundOf(10_092, 2));
    expect(paid).toEqual({
      status: 'success',
      provider_reference: 'sbx_rfnd_2',
      arn: 'SBXARN00000002',
    });
    expect(await sandbox.refund(refundOf(10_092, 2))).toEqual(paid);
    expect(sandbox.refunds).toHaveLength(2);
    sandbox.setDown(true);
    await expect(sandbox.refund(refundOf(10_000))).rejects.toMatchObject({ status: 503 });
  });
});

describe('the live refunds', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider(({ body }) => {
      const amount = (body as ProviderRefundRequest).amount_paise;
      if (amount === 1) return { status: 200, body: { status: 'nonsense' } };
      return { status: 200, body: { status: 'success', provider_reference: 'rf_1', arn: 'ARN9' } };
    });
  });
  afterAll(() => fake.close());
  const live = () => createLivePayments({ provider: 'live', url: fake.url, apiKey: 'pay-secret' });

  it('posts the refund with the key and reads the outcome', async () => {
    expect(await live().refund(refundOf(5_000))).toEqual({
      status: 'success',
      provider_reference: 'rf_1',
      arn: 'ARN9',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      headers: { authorization: 'Bearer pay-secret' },
      body: { reference: 'rfnd_5000_1', amount_paise: 5_000 },
    });
  });

  it('counts an answer it cannot read as unavailable', async () => {
    await expect(live().refund(refundOf(1))).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });
});
