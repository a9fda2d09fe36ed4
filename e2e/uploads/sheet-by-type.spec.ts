import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { signInAs } from '../orders/orders-session';
import { chooseType, sampleRowsOf, uploadFile, workbookOf } from './uploads-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const TEAM_LEADER = 6;

describe.skipIf(skip)('a team leader uploads a sheet by type', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a cart-assignment sheet of demo carts and sees each row answered', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, TEAM_LEADER);
    await page.goto('/upload-sheet-by-type');
    await chooseType(page, 'Cart Assignment');
    await page.getByRole('button', { name: 'Download sample sheet' }).waitFor();
    await screenshot(page, 'uploads', 'by-type-1-screen');

    // The sample rows name demo carts and staff (the declaration's sample is valid demo data).
    const rows = sampleRowsOf('cart-assignment');
    await uploadFile(page, 'cart-assignment.xlsx', workbookOf(rows));

    const results = page.getByRole('table', { name: 'Row results' });
    await results.waitFor();
    expect(await results.getByText('Success', { exact: true }).count()).toBe(rows.length);
    await page
      .getByRole('table', { name: 'Upload history' })
      .getByRole('button', { name: 'cart-assignment.xlsx' })
      .waitFor();
    await screenshot(page, 'uploads', 'by-type-2-applied');
  });
});
