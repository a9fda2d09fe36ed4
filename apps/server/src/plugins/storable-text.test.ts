import { auditLog } from '@backoffice/db/schema';
import { UNSTORABLE_TEXT_MESSAGE } from '@backoffice/domain/core/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXTS } from '../test/hostile-values';
import { asSubmission } from '../test/submission-key';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.tokenFor(1));
});
afterAll(() => t.close());

const auditCount = async () => (await t.db.select({ id: auditLog.id }).from(auditLog)).length;

const address = (landmark: string) => ({
  firstname: 'Asha',
  lastname: 'Rao',
  email_address: 'asha@example.com',
  mobile_number: '9876543210',
  address: '12 MG Road',
  landmark,
  pincode: '560001',
});

/** Each call puts a hostile text in one field, which the 400 must name. */
const CALLS = [
  {
    name: 'payments notify (body)',
    method: 'POST',
    url: () => '/api/payments/notify/',
    payload: (text: string) => ({ transaction_id: text }),
    field: 'transaction_id',
  },
  {
    name: 'sandbox settle (path)',
    method: 'POST',
    url: (text: string) => `/api/sandbox-payments/links/${encodeURIComponent(text)}/`,
    payload: () => ({ outcome: 'paid' }),
    field: 'transaction_id',
  },
  {
    name: 'sandbox page (path)',
    method: 'GET',
    url: (text: string) => `/api/sandbox-payments/pay/${encodeURIComponent(text)}`,
    field: 'transaction_id',
  },
  {
    name: 'edit customer (nested body field)',
    method: 'POST',
    url: () => '/api/edit-customer/',
    payload: (text: string) => ({
      order_random_id: 'ORDA0001',
      version: 1,
      shipping_address: address(`Near ${text} park`),
      is_billing_address_same: true,
    }),
    field: 'shipping_address.landmark',
  },
  {
    name: 'backend place order (body key)',
    method: 'POST',
    url: () => '/api/backend-place-order/',
    payload: (text: string) => ({ [`note${text}`]: 'x' }),
    fieldOf: (text: string) => `note${text}`,
  },
  {
    name: 'update order (array item)',
    method: 'POST',
    url: () => '/api/update-order/',
    payload: (text: string) => ({ items: [{ sku: 'ok' }, { sku: text }] }),
    field: 'items.1.sku',
  },
  {
    name: 'search (query)',
    method: 'GET',
    url: (text: string) => `/api/universal-order-search/?search=${encodeURIComponent(text)}`,
    field: 'search',
  },
] as const;

describe('text PostgreSQL cannot store', () => {
  // A lone surrogate has no UTF-8 form, so it cannot travel in a URL: paths and queries carry NUL.
  const inUrl = (call: (typeof CALLS)[number]) => call.url('a') !== call.url('b');
  const cases = CALLS.flatMap((call) =>
    UNSTORABLE_TEXTS.filter((text) => !inUrl(call) || text.includes('\u0000')).map(
      (text) => [call.name, JSON.stringify(text), call, text] as const,
    ),
  );

  it.each(cases)(
    '%s: %s answers 400 naming the field, writing nothing',
    async (_, __, call, text) => {
      const before = await auditCount();
      const response = await t.app.inject({
        method: call.method,
        url: call.url(text),
        headers: { ...admin, ...asSubmission() },
        ...('payload' in call ? { payload: call.payload(text) } : {}),
      });
      expect(response.statusCode).toBe(400);
      const field = 'fieldOf' in call ? call.fieldOf(text) : call.field;
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message: UNSTORABLE_TEXT_MESSAGE,
        fields: { [field]: UNSTORABLE_TEXT_MESSAGE },
      });
      expect(await auditCount()).toBe(before);
    },
  );

  it('refuses the sandbox payment form posted by the page (form body)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox-payments/pay/TXN1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid%00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ outcome: UNSTORABLE_TEXT_MESSAGE });
  });

  it('answers 400 to a path whose escapes are not UTF-8 (a surrogate written as bytes)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox-payments/links/%ED%A0%80/',
      payload: { outcome: 'paid' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('keeps accepting text with paired surrogates (emoji) and other scripts', async () => {
    const response = await t.app.inject({
      url: `/api/universal-order-search/?search=${encodeURIComponent('कमरा 🛏')}`,
      headers: admin,
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).not.toBe(UNSTORABLE_TEXT_MESSAGE);
  });

  it('walks a deeply nested body without failing', async () => {
    const depth = 50_000;
    const deep = `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/update-order/',
      headers: { ...admin, ...asSubmission(), 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect(Object.keys(response.json().fields)).toEqual([Array(depth).fill('0').join('.')]);
  });
});
