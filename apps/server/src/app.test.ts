import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AreaModule } from './core/http';
import { AREA_MODULES } from './areas/index';
import { bearer, createTestApp, type TestApp } from './test/test-app';

// A route that fails unexpectedly and one that validates a body, to see the envelope.
const probeRoutes: AreaModule = (api) => {
  api.get('/api/test/boom', { config: { capability: 'public' } }, () => {
    throw new Error('database exploded');
  });
  api.post(
    '/api/test/echo',
    {
      config: { capability: 'public' },
      schema: {
        body: z.object({
          items: z.array(z.object({ qty: z.number({ error: 'Quantity must be a number' }) })),
        }),
      },
    },
    (request) => request.body,
  );
};

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'bo-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Backoffice</title>');
  writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  t = await createTestApp({
    env: { WEB_DIST: webDist, BRAND_NAME: 'Sleepwell', BRAND_SLUG: 'sleepwell' },
    modules: [...AREA_MODULES, probeRoutes],
  });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('error envelope', () => {
  it('answers unknown API paths 404 "API Not Found" with the request id', async () => {
    const response = await t.app.inject({ url: '/api/no-such-thing/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      error_code: 'NOT_FOUND',
      error: 'API Not Found',
      message: 'API Not Found',
      request_id: response.headers['x-request-id'],
    });
  });

  it('answers an unexpected failure 500 "Something Went Wrong!" without its details', async () => {
    const response = await t.app.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      code: 'INTERNAL',
      error_code: 'INTERNAL',
      error: 'Something Went Wrong!',
    });
    expect(response.body).not.toContain('exploded');
  });

  it('keys field errors by their path', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { items: [{ qty: 'two' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      error_code: 'VALIDATION',
      error: 'Quantity must be a number',
      fields: { 'items.0.qty': 'Quantity must be a number' },
    });
  });

  it("carries an area's own code with the field it is about", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/change-password/',
      headers: bearer(await t.login(4)),
      payload: {
        old_password: 'Wrong@1234',
        new_password: 'Sofa2025bed',
        confirm_password: 'Sofa2025bed',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      error_code: 'identity.wrong_current_password',
      error: 'Current Password is incorrect!',
      fields: { old_password: 'Current Password is incorrect!' },
    });
  });

  it('carries the area code of a missing record', async () => {
    const response = await t.app.inject({
      url: '/api/staff/999999/',
      headers: bearer(await t.login(6)),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      error_code: 'identity.user_not_found',
      error: 'User not found',
    });
  });

  it('answers what a client sends wrong with 400, 413 or 415, never 500', async () => {
    const url = '/api/login/';
    const malformed = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('BAD_REQUEST');
    const empty = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    const noBody = await t.app.inject({ method: 'POST', url });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().code).toBe('VALIDATION');
    const text = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await t.app.inject({
      method: 'POST',
      url,
      payload: { username: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const proto = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1}}',
    });
    expect(proto.statusCode).toBe(400);
  });
});

describe('public calls', () => {
  it('GET /api/health checks the database', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/console-config/ answers the brand and whether company sign-in is set up', async () => {
    const response = await t.app.inject({ url: '/api/console-config/' });
    expect(response.json()).toEqual({
      brand: { name: 'Sleepwell', slug: 'sleepwell' },
      company_sign_in: { configured: false },
    });
  });

  it('serves the OpenAPI document and its UI under /api/docs to signed-in staff', async () => {
    const signedIn = bearer(await t.tokenFor(13));
    const document = await t.app.inject({ url: '/api/docs/json', headers: signedIn });
    expect(document.statusCode).toBe(200);
    const paths = document.json().paths as Record<string, unknown>;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/login/', '/api/reset-password/{login_id}/']),
    );
    expect(paths['/api/user-details/']).toMatchObject({ get: { security: [{ bearer: [] }] } });
    expect(paths['/api/login/']).not.toHaveProperty('post.security');
    expect((await t.app.inject({ url: '/api/docs', headers: signedIn })).statusCode).toBeLessThan(
      400,
    );
  });
});

describe('the web app', () => {
  it('serves its files, and index.html for browser routes', async () => {
    const home = await t.app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Backoffice</title>');
    const route = await t.app.inject({ url: '/refund-list/return-orders/' });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toContain('text/html');
    const asset = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for missing assets and unknown API paths, not index.html', async () => {
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('API Not Found');
  });
});
