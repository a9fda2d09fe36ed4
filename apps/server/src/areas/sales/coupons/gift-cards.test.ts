import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxGiftCards } from '../../../integrations/gift-cards/gift-cards.sandbox';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

const cards = createSandboxGiftCards();
let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp({ integrations: { giftCards: cards } });
  call = callsAs(t);
});
afterAll(() => t.close());

const PATH = '/api/gift-card/check/';
const OC_AGENT = 2;

describe('POST /api/gift-card/check/', () => {
  it('answers a good card with its balance, the number masked', async () => {
    const response = await call.post(PATH, OC_AGENT, {
      card_number: '4000 1234 5678 9010',
      pin: '123456',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Gift card balance is ₹5,000',
      response_code: 0,
      card_number: 'XXXX XXXX XXXX 9010',
      balance: 5_000,
    });
  });

  it.each([
    [
      'a card with nothing left',
      '4000111122223333',
      '111111',
      'Gift card has insufficient balance',
    ],
    ['a wrong PIN', '4000123456789010', '654321', 'Invalid Gift Card Credentials'],
    ['an unknown card', '4000000000000000', '123456', 'Invalid Gift Card Credentials'],
  ])('refuses %s', async (_label, card_number, pin, message) => {
    const response = await call.post(PATH, OC_AGENT, { card_number, pin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { card_number: message } });
  });

  it.each([
    [
      { card_number: '4000 1234', pin: '123456' },
      'card_number',
      'Gift card number must be 16 digits',
    ],
    [{ card_number: '4000123456789010', pin: '12345' }, 'pin', 'Gift card PIN must be 6 digits'],
    [{}, 'card_number', 'Gift card number must be 16 digits'],
  ])('refuses malformed input %j with 400', async (body, field, message) => {
    const response = await call.post(PATH, OC_AGENT, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ [field]: message });
  });

  it('is forbidden to those who may not place orders (Retail Agent)', async () => {
    const response = await call.post(PATH, 15, { card_number: '4000123456789010', pin: '123456' });
    expect(response.statusCode).toBe(403);
  });

  it('answers 503 while the provider is down', async () => {
    cards.setDown(true);
    const response = await call.post(PATH, OC_AGENT, {
      card_number: '4000123456789010',
      pin: '123456',
    });
    cards.setDown(false);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('The gift card provider is unavailable. Try again later.');
  });
});
