import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { signInAs } from './orders-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const OC_AGENT = 2;

describe.skipIf(skip)('an order-confirmation agent moves by keyboard and takes a list away', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('jumps between screens, focuses the search with "/" and lists the shortcuts', async () => {
    const page = await newPage(browser, baseUrl);
    const { platform } = await signInAs(page, OC_AGENT);
    await page.waitForURL((url) => url.pathname.startsWith('/order-confirmation-team/'));

    await page.keyboard.press('?');
    const help = page.getByRole('table', { name: 'Keyboard shortcuts' });
    await help.getByText('Go to OC Module').waitFor();
    expect(await help.getByText('Go to RT Module').count()).toBe(0);
    await screenshot(page, 'orders', 'tools-1-shortcuts');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });

    await page.keyboard.press('g');
    await page.keyboard.press('s');
    await page.waitForURL((url) => url.pathname === '/order-search');
    // The screen loads lazily: "/" focuses its search field once it is on the page.
    const search = page.getByRole('textbox', { name: 'Search orders' });
    await search.waitFor();
    await page.keyboard.press('/');
    expect(await search.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type('go');
    expect(await search.inputValue()).toBe('go');
    expect(new URL(page.url()).pathname).toBe('/order-search');

    await search.blur();
    await page.keyboard.press('g');
    await page.keyboard.press('o');
    await page.waitForURL((url) => url.pathname === `/order-confirmation-team/${platform}/new`);
  });

  it('downloads the New tab as CSV and .xlsx, and keeps a saved filter of its own', async () => {
    const page = await newPage(browser, baseUrl);
    const { platform } = await signInAs(page, OC_AGENT);
    const exportPath = `/api/list-of-all-orders/${platform}/new/export/?role=oc`;

    const csv = await page.request.get(`${exportPath}&format=csv`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-disposition']).toMatch(
      /filename="oc-.*-new-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toContain('Order ID,Cart ID,Channel,Customer');
    expect(lines.length).toBeGreaterThan(2);

    const xlsx = await page.request.get(`${exportPath}&format=xlsx`);
    expect(xlsx.status()).toBe(200);
    // An .xlsx file is a zip: it starts with "PK".
    expect((await xlsx.body()).subarray(0, 2).toString()).toBe('PK');

    const headers = { 'X-Backoffice-Console': '1' };
    const saved = await page.request.post('/api/saved-filters/', {
      headers,
      data: { screen: 'orders.work-list', name: 'Oldest first', query: { sort: 'created_at' } },
    });
    expect(saved.status()).toBe(200);
    const listed = await page.request.get('/api/saved-filters/?screen=orders.work-list');
    expect((await listed.json()).results).toContainEqual(
      expect.objectContaining({ name: 'Oldest first', query: { sort: 'created_at' } }),
    );
    const { id } = (await saved.json()).filter as { id: number };
    expect((await page.request.delete(`/api/saved-filters/${id}/`, { headers })).status()).toBe(
      200,
    );
  });
});
