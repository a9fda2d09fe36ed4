import { defineEndpoint } from '@backoffice/domain/core/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { registerEndpoint } from './endpoint';
import type { AreaModule } from './http';

// Demo accounts: Operations holds warehouse:ops, Sales does not.
const OPERATIONS = 10;
const SALES = 12;

const RENAME = defineEndpoint({
  method: 'POST',
  path: '/test/things/:id/rename/',
  summary: 'Rename a thing',
  request: {
    params: z.object({ id: z.coerce.number().int().positive() }),
    query: z.object({ note: z.string().max(10).optional() }),
    body: z.object({ name: z.string().trim().min(1).max(5) }),
  },
  response: z.object({
    id: z.number(),
    name: z.string().max(100),
    note: z.string().max(100).nullable(),
  }),
  capability: 'warehouse:ops',
  idempotent: true,
  errors: ['test.thing_missing'],
});

const PEEK = defineEndpoint({
  method: 'GET',
  path: '/test/things/:id/',
  summary: 'A thing',
  request: { params: z.object({ id: z.string().max(4) }) },
  response: z.object({ id: z.string().max(40) }),
  capability: 'session',
  idempotent: false,
  errors: [],
});

let runs = 0;
const testArea: AreaModule = (api) => {
  registerEndpoint(api, RENAME, ({ params, query, body }) => {
    runs += 1;
    return { id: params.id, name: body.name, note: query.note ?? null };
  });
  registerEndpoint(api, PEEK, ({ params }) => ({ id: params.id }));
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [testArea] });
});
afterAll(() => t.close());

const rename = async (loginId: number, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/things/7/rename/?note=hi',
    headers: { ...bearer(await t.tokenFor(loginId)), ...headers },
    payload: payload as object,
  });

describe('registerEndpoint', () => {
  it('answers with the handler, given the parts as the declared schemas parsed them', async () => {
    const response = await rename(
      OPERATIONS,
      { name: ' Sofa ' },
      { 'idempotency-key': 'endpoint-key-1' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7, name: 'Sofa', note: 'hi' });
  });

  it('refuses a caller without the declared capability, whatever it sent, before running', async () => {
    const before = runs;
    const response = await rename(SALES, { name: 'way too long' });
    expect(response.statusCode).toBe(403);
    expect(runs).toBe(before);
  });

  it('requires an Idempotency-Key where declared, before the body is read', async () => {
    const before = runs;
    const response = await rename(OPERATIONS, { name: 'Bed' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { 'Idempotency-Key': expect.any(String) } });
    expect(runs).toBe(before);
  });

  it('refuses a body outside the declared schema with a 400 on its field, running nothing', async () => {
    const before = runs;
    const response = await rename(
      OPERATIONS,
      { name: 'Wardrobe' },
      { 'idempotency-key': 'endpoint-key-2' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { name: expect.any(String) } });
    expect(runs).toBe(before);
  });

  it('asks no key of an endpoint that does not declare one, and validates its parameters', async () => {
    const token = await t.tokenFor(SALES);
    const ok = await t.app.inject({ url: '/api/test/things/ab/', headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: 'ab' });
    const tooLong = await t.app.inject({ url: '/api/test/things/abcde/', headers: bearer(token) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('lists the route with its capability, and among the keyed routes only when declared', () => {
    expect(t.app.apiRoutes).toContainEqual({
      method: 'POST',
      url: '/api/test/things/:id/rename/',
      capability: 'warehouse:ops',
    });
    expect(t.app.keyedRoutes).toContainEqual({
      method: 'POST',
      url: '/api/test/things/:id/rename/',
    });
    expect(t.app.keyedRoutes).not.toContainEqual({ method: 'GET', url: '/api/test/things/:id/' });
  });
});
