import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { signInAs } from '../orders/orders-session';
import { chooseType, headerWith, sampleRowsOf, uploadFile, workbookOf } from './uploads-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const ADMIN = 1;
/** Coupons of the demo seed (packages/db/seed/sales/coupons). */
const DEMO_COUPONS = ['FLAT500', 'BIGSAVE15'];

describe.skipIf(skip)('an admin activates offers from a sheet', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is asked for the type first, then sees every coupon row succeed', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, ADMIN);
    await page.goto('/offer-automation');
    await page.getByRole('textbox', { name: 'Upload type' }).waitFor();

    const couponHeader = headerWith('activate_offer_sheet', 'coupon');
    const [sample] = sampleRowsOf('activate_offer_sheet');
    const sheet = workbookOf(DEMO_COUPONS.map((code) => ({ ...sample, [couponHeader]: code })));

    await uploadFile(page, 'activate-offers.xlsx', sheet);
    await page.getByText('Invalid upload type selected.').waitFor();
    await screenshot(page, 'uploads', 'offers-1-type-required');

    await chooseType(page, 'Activate Offer Sheet');
    await page.getByRole('button', { name: 'Download sample sheet' }).waitFor();
    await uploadFile(page, 'activate-offers.xlsx', sheet);

    const results = page.getByRole('table', { name: 'Row results' });
    await results.waitFor();
    expect(await results.getByText('Success', { exact: true }).count()).toBe(DEMO_COUPONS.length);
    expect(await page.getByRole('button', { name: 'download error sheet' }).count()).toBe(0);
    await page
      .getByRole('table', { name: 'Upload history' })
      .getByRole('button', { name: 'activate-offers.xlsx' })
      .waitFor();
    await screenshot(page, 'uploads', 'offers-2-applied');
  });
});
