import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const PAGE =
  '<!doctype html><title>Backoffice</title><script src="/assets/index-5f3a.js"></script>';
const SCRIPT = `console.log(${JSON.stringify('the console '.repeat(50))});`;
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><text>B</text></svg>';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file of the build and the compressed copies the build writes beside it. */
function writeBuilt(dist: string, path: string, text: string) {
  writeFileSync(join(dist, path), text);
  writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
  writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
}

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'bo-web-'));
  mkdirSync(join(webDist, 'assets'));
  mkdirSync(join(webDist, '.vite'));
  writeBuilt(webDist, 'index.html', PAGE);
  writeBuilt(webDist, 'assets/index-5f3a.js', SCRIPT);
  writeFileSync(join(webDist, 'favicon.svg'), ICON);
  writeFileSync(join(webDist, '.vite', 'manifest.json'), '{}');
  t = await createTestApp({ env: { WEB_DIST: webDist }, modules: [] });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app, compressed and cached', () => {
  it('sends a hashed asset brotli compressed to a browser that accepts it, cached for good', async () => {
    const response = await get('/assets/index-5f3a.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['vary']).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gzipped = await get('/assets/index-5f3a.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    expect(gzipped.headers['cache-control']).toBe(IMMUTABLE);

    const plain = await get('/assets/index-5f3a.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends index.html compressed and revalidated on every load, at / and at a browser route', async () => {
    for (const url of ['/', '/order-search']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PAGE);
    }
  });

  it('answers /favicon.ico with the icon', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(ICON);
  });

  it('serves neither the compressed copies at their own address nor the build manifest', async () => {
    expect((await get('/assets/index-5f3a.js.br')).statusCode).toBe(404);
    expect((await get('/assets/index-5f3a.js.gz')).statusCode).toBe(404);
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });
});
