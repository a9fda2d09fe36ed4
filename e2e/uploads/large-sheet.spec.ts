import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { signInAs } from '../orders/orders-session';
import { uploadFile, workbookOf } from './uploads-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const OPERATIONS = 10;
/** Above the 2,000 rows applied in the request: the sheet is queued. */
const ROWS = 5_000;

/** Pincodes 700000 + i: six digits, none starting with 0. */
const rows = Array.from({ length: ROWS }, (_, index) => ({
  Pincode: String(700_000 + index),
  City: `Town ${index + 1}`,
  State: 'West Bengal',
  Serviceable: index % 3 === 0 ? 'No' : 'Yes',
  ODA: 'No',
  'COD Available': 'Yes',
  'EDD Days': '5',
}));

describe.skipIf(skip)('a large pincode sheet is queued and followed to its end', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the progress bar, then the result, also after a reload', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, OPERATIONS);
    await page.goto('/import-pincodes-sheet');
    await page.getByRole('button', { name: 'Download sample sheet' }).waitFor();

    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/pincode-sheet-upload/',
    );
    await uploadFile(page, 'pincodes-5000.xlsx', workbookOf(rows));
    expect((await answered).status()).toBe(202);

    // The queued answer shows the bar at once; the screen reads the upload again every second.
    // (At 0% the bar's filled part has no width, so the words are what is waited for.)
    await page.getByText(/Waiting to start: 5,000 rows|of 5,000 rows done/).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Upload progress' }).count()).toBe(1);
    await screenshot(page, 'uploads', 'large-1-progress', { fullPage: false });
    const uploadId = new URL(page.url()).searchParams.get('upload');
    expect(uploadId).toMatch(/^[0-9a-f-]{36}$/);

    await page.reload();
    const results = page.getByRole('table', { name: 'Row results' });
    await results.waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).searchParams.get('upload')).toBe(uploadId);
    expect(await page.getByRole('progressbar', { name: 'Upload progress' }).count()).toBe(0);
    await page
      .getByText(/5,?000 rows applied/)
      .first()
      .waitFor();
    await screenshot(page, 'uploads', 'large-2-result', { fullPage: false });
  }, 120_000);
});
