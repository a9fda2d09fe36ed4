import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settled, signInAs } from '../orders/orders-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
// The demo's agent of store BLR-IND-01 and a POS demo customer (docs/retail.md, "POS demo data").
const RETAIL_AGENT = 15;
const ASHA = '7099100001';

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Retail orders' });

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

describe.skipIf(skip)("a Retail Agent searches the store's orders and prints SKU labels", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds orders by mobile, opens one by its id, sees the empty state and downloads', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, RETAIL_AGENT);
    await page.goto('/search-retail-order');
    await page.getByRole('heading', { name: /^Search Retail Order/ }).waitFor();
    await ordersTable(page).getByRole('link', { name: 'RPBLD001' }).waitFor();
    await settled(page);
    await screenshot(page, 'retail-search', 'search-1-last-7-days');

    await search(page, ASHA);
    await page.waitForURL(/mobileNo=7099100001/);
    await ordersTable(page).getByRole('link', { name: 'RPPLC001' }).waitFor();
    // Her three demo orders (and any the till spec sold her since), under the header row.
    await expect
      .poll(() => ordersTable(page).getByRole('row').count())
      .toBeGreaterThanOrEqual(1 + 3);
    await settled(page);
    await screenshot(page, 'retail-search', 'search-2-by-mobile');

    await search(page, '9999999999');
    await page.getByText('No Orders Found...').waitFor();
    await settled(page);
    await screenshot(page, 'retail-search', 'search-3-empty');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^retail-orders-\d{4}-\d{2}-\d{2}-to-.*\.xlsx$/);

    await search(page, 'cartrpbld001');
    await page.waitForURL(/\/retail-order-detail\/RPBLD001\/?$/);
    await settled(page);
    await screenshot(page, 'retail-search', 'search-4-order-id-opens-detail');
    await page.close();
  });

  it('picks a SKU, downloads its A6 labels and sends them to the printer', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, RETAIL_AGENT);
    await page.goto('/generate-sku-label');
    await page.getByRole('heading', { name: /^Generate SKU Label/ }).waitFor();
    await page.getByRole('textbox', { name: 'SKU' }).fill('MAT-ORTHO');
    await page.getByRole('option', { name: /MAT-ORTHO-72x36x6/ }).click();
    await page.getByRole('textbox', { name: 'Labels' }).fill('2');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('table', { name: 'SKU labels' }).getByText('MAT-ORTHO-72x36x6').waitFor();
    await settled(page);
    await screenshot(page, 'retail-search', 'labels-1-picked');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sku-labels.pdf');

    await page.getByRole('button', { name: 'Print' }).click();
    await page.getByText('Sent For Printing !').waitFor();
    await settled(page);
    await screenshot(page, 'retail-search', 'labels-2-sent-for-printing');
    await page.close();
  });
});
