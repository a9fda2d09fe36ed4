import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../test-provider-server';
import { createLiveGiftCards } from './gift-cards.live';
import { createSandboxGiftCards } from './gift-cards.sandbox';

const GOOD = { number: '4000123456789010', pin: '123456' };
const ZERO = { number: '4000111122223333', pin: '111111' };

describe('the sandbox gift card provider', () => {
  it.each([
    ['the good card', GOOD.number, GOOD.pin, { response_code: 0, balance_paise: 500_000 }],
    ['the big card', '4000999988887777', '999999', { response_code: 0, balance_paise: 5_000_000 }],
    ['the empty card', ZERO.number, ZERO.pin, { response_code: 0, balance_paise: 0 }],
    ['a wrong PIN', GOOD.number, '654321', { response_code: 1, balance_paise: 0 }],
    ['an unknown card', '4000000000000000', '123456', { response_code: 1, balance_paise: 0 }],
  ])('checks %s', async (_label, number, pin, answer) => {
    expect(await createSandboxGiftCards().check(number, pin)).toEqual(answer);
  });

  it('redeems once per reference and lowers the balance', async () => {
    const cards = createSandboxGiftCards();
    const first = await cards.redeem(GOOD.number, GOOD.pin, 120_000, 'order-A1');
    expect(first).toEqual({ response_code: 0, balance_paise: 380_000, transaction_id: 'sbx_gc_1' });
    expect(await cards.redeem(GOOD.number, GOOD.pin, 120_000, 'order-A1')).toEqual(first);
    expect((await cards.check(GOOD.number, GOOD.pin)).balance_paise).toBe(380_000);
  });

  it.each([
    ['more than the balance', GOOD, 500_001, { response_code: 2, balance_paise: 500_000 }],
    ['from the empty card', ZERO, 100, { response_code: 2, balance_paise: 0 }],
    ['with a wrong PIN', { ...GOOD, pin: '000000' }, 100, { response_code: 1, balance_paise: 0 }],
  ])('refuses to redeem %s, taking nothing', async (_label, card, amount, answer) => {
    const cards = createSandboxGiftCards();
    expect(await cards.redeem(card.number, card.pin, amount, 'r-1')).toEqual({
      ...answer,
      transaction_id: null,
    });
    expect((await cards.check(GOOD.number, GOOD.pin)).balance_paise).toBe(500_000);
  });

  it('refuses an amount that is not whole paise above 0', async () => {
    await expect(createSandboxGiftCards().redeem(GOOD.number, GOOD.pin, 0, 'r')).rejects.toThrow(
      RangeError,
    );
  });

  it('fails as a provider outage while down', async () => {
    const cards = createSandboxGiftCards();
    cards.setDown(true);
    await expect(cards.check(GOOD.number, GOOD.pin)).rejects.toThrow(
      'The gift card provider is unavailable. Try again later.',
    );
  });
});

describe('the live gift card driver', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider(({ path, body }) => {
      const pin = (body as { Pin?: string } | null)?.Pin;
      if (pin === '500500') return { status: 502, body: {} };
      if (pin === '777777') return { status: 200, body: { ResponseCode: 0, Balance: 10.005 } };
      if (path.endsWith('/balance'))
        return { status: 200, body: { ResponseCode: 0, Balance: 2500.5 } };
      return { status: 200, body: { ResponseCode: 0, Balance: 1300.5, TransactionId: 'T-9' } };
    });
  });
  afterAll(() => fake.close());
  const live = () => createLiveGiftCards({ provider: 'live', url: fake.url, apiKey: 'gc-key' });

  it('asks the balance with the key as a bearer token, rupees read as paise', async () => {
    expect(await live().check(GOOD.number, GOOD.pin)).toEqual({
      response_code: 0,
      balance_paise: 250_050,
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/balance',
      headers: { authorization: 'Bearer gc-key' },
      body: { CardNumber: GOOD.number, Pin: GOOD.pin },
    });
  });

  it('redeems in rupees with our reference', async () => {
    expect(await live().redeem(GOOD.number, GOOD.pin, 120_000, 'order-A1')).toEqual({
      response_code: 0,
      balance_paise: 130_050,
      transaction_id: 'T-9',
    });
    expect(fake.requests.at(-1)?.body).toEqual({
      CardNumber: GOOD.number,
      Pin: GOOD.pin,
      Amount: 1200,
      Reference: 'order-A1',
    });
  });

  it.each([
    ['a provider fault', '500500'],
    ['a balance in fractions of paise', '777777'],
  ])('turns %s into "unavailable"', async (_label, pin) => {
    await expect(live().check(GOOD.number, pin)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      status: 503,
    });
  });

  it('is "not configured" without its URL and key', async () => {
    await expect(
      createLiveGiftCards({ provider: 'live' }).check(GOOD.number, GOOD.pin),
    ).rejects.toMatchObject({
      code: 'NOT_CONFIGURED',
      message: 'The gift card provider is not configured',
    });
  });
});
