import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');

describe.skipIf(skip)('the first load of the console', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('comes compressed, its hashed files cached for good, with the icon and no 404', async () => {
    const page = await newPage(browser, baseUrl);
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.goto('/login');
    await page.getByRole('heading', { name: 'BACKOFFICE' }).waitFor();

    const path = (response: Response) => new URL(response.url()).pathname;
    const scripts = responses.filter((response) => /^\/assets\/.+\.js$/.test(path(response)));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const headers = await script.allHeaders();
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // A file too small to gain from compression is sent as it is.
      if (Number(headers['content-length'] ?? Infinity) > 1024) {
        expect(headers['content-encoding']).toBe('br');
      }
    }
    const page404s = responses.filter((response) => response.status() === 404).map(path);
    expect(page404s).toEqual([]);
    const icon = await page.evaluate(async () => {
      const answer = await fetch('/favicon.ico');
      return { status: answer.status, type: answer.headers.get('content-type') };
    });
    expect(icon.status).toBe(200);
    expect(icon.type).toContain('image/svg+xml');
  });
});
