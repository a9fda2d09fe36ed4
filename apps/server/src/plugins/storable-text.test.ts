import { auditLog } from '@backoffice/db/schema';
import { UNSTORABLE_TEXT_MESSAGE } from '@backoffice/domain/core/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXTS } from '../test/hostile-values';
import { asSubmission } from '../test/submission-key';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { MAX_REQUEST_NESTING, TOO_DEEP_MESSAGE } from './storable-text';

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
});

describe('nesting', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
  const post = (url: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, ...asSubmission(), 'content-type': 'application/json' },
      payload,
    });

  it.each([5_000, 50_000])(
    'refuses a body nested %i deep with 400 naming where it got too deep, writing nothing',
    async (depth) => {
      const before = await auditCount();
      // A key route without a body schema (its body is hashed for the key), and one with a schema.
      for (const url of ['/api/automate-sale-changes/', '/api/update-order/']) {
        const response = await post(url, nested(depth));
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION',
          message: TOO_DEEP_MESSAGE,
          fields: { [Array(MAX_REQUEST_NESTING).fill('0').join('.')]: TOO_DEEP_MESSAGE },
        });
      }
      expect(await auditCount()).toBe(before);
    },
  );

  it('takes a body nested as deep as the limit to the route, which answers it', async () => {
    const response = await post('/api/update-order/', nested(MAX_REQUEST_NESTING));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toBe(TOO_DEEP_MESSAGE);
    const deeper = await post('/api/update-order/', nested(MAX_REQUEST_NESTING + 1));
    expect(deeper.json().message).toBe(TOO_DEEP_MESSAGE);
  });

  it('refuses deep nesting in objects as in arrays', async () => {
    const deep = JSON.stringify(
      Array.from({ length: 40 }).reduce<object>((inner) => ({ a: inner }), {}),
    );
    const response = await post('/api/update-order/', deep);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      [Array(MAX_REQUEST_NESTING).fill('a').join('.')]: TOO_DEEP_MESSAGE,
    });
  });
});
