import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { signInAs } from '../orders/orders-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');

/** Every upload screen with a demo account that may open it (README: demo accounts). */
const SCREENS: readonly { path: string; loginId: number; title: string }[] = [
  { path: '/import-logistics-sheet', loginId: 10, title: 'Import Logistics Sheet' },
  { path: '/import-orders', loginId: 10, title: 'Import Orders' },
  { path: '/import-pincodes-sheet', loginId: 10, title: 'Import Pincodes Sheet' },
  { path: '/import-edd-sheet', loginId: 10, title: 'Import EDD Sheet' },
  {
    path: '/upload-pincode-delivery-pricing',
    loginId: 11,
    title: 'Upload Pincode Delivery Pricing',
  },
  { path: '/upload-sheet', loginId: 10, title: 'Upload Sheet' },
  { path: '/upload-sheet-by-type', loginId: 6, title: 'Upload Sheet By Type' },
  { path: '/offer-automation', loginId: 1, title: 'Offer Automation' },
  { path: '/upload-product-automation-sheet', loginId: 19, title: 'Upload Product Automation' },
  {
    path: '/upload-price-automation-sheet',
    loginId: 1,
    title: 'Product Price Update Automation',
  },
];

describe.skipIf(skip)('the upload screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(SCREENS)('$path opens with its form and history', async ({ path, loginId, title }) => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, loginId);
    await page.goto(path);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('button', { name: 'Upload', exact: true }).waitFor();
    await page.getByRole('table', { name: 'Upload history' }).waitFor();
    await screenshot(page, 'uploads', `screen${path.replaceAll('/', '-')}`);
    await page.context().close();
  });
});
