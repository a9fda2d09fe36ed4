import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { QUOTATION_MESSAGES } from '@backoffice/domain/quotations';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { choose, settled, signInAs } from '../orders/orders-session';
import { pick, readyPicker } from '../sales/place-order-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { pdfText } from './pdf-text';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
// The demo's Partnerships user (README, "Demo accounts").
const PARTNERSHIPS = 14;
const SHOTS = resolve(import.meta.dirname, '../screenshots/quotations');

/** The lead's row of the leads table. */
const leadRow = (page: Page, mobile: string) =>
  page.getByRole('table', { name: 'Leads' }).getByRole('row').filter({ hasText: mobile });

/** Adds the Ortho mattress (72 x 36 x 6 in) through the catalogue's picker. */
async function addOrthoMattress(page: Page) {
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  let picker = await readyPicker(dialog);
  await pick(picker, 'Product', 'Mattress');
  picker = await readyPicker(dialog);
  await pick(picker, 'Model', 'Ortho Mattress');
  picker = await readyPicker(dialog);
  for (const [label, option] of [
    ['Length', '72 in'],
    ['Breadth', '36 in'],
    ['Height', '6 in'],
  ] as const) {
    await pick(picker, label, option);
  }
  await picker.getByRole('button', { name: 'Check Availability' }).click();
  await dialog.getByRole('region', { name: 'Availability' }).waitFor();
  await settled(page);
  await dialog.getByRole('button', { name: 'Add to quotation' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Downloads the quotation's PDF through the confirm, and keeps it under the screenshots. */
async function downloadPdf(page: Page, quotationId: string): Promise<Buffer> {
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: QUOTATION_MESSAGES.downloadConfirm });
  await settled(page);
  await screenshot(page, 'quotations', 'journey-5-download-confirm');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    confirm.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${quotationId}.pdf`);
  mkdirSync(SHOTS, { recursive: true });
  // One file, overwritten by each run, next to the picture of its first page.
  const file = join(SHOTS, 'journey-quotation.pdf');
  await download.saveAs(file);
  return readFileSync(file);
}

/** Opens a PDF in Chromium's own viewer and pictures its first page. */
async function pictureFirstPage(browser: Browser, pdf: string, name: string) {
  const viewer = await browser.newPage({ viewport: { width: 1000, height: 1300 } });
  await viewer.goto(`file://${pdf}`);
  // The viewer draws the page a moment after the document loads.
  await viewer.waitForTimeout(2500);
  mkdirSync(SHOTS, { recursive: true });
  await viewer.screenshot({ path: join(SHOTS, `${name}.png`) });
  await viewer.close();
}

describe.skipIf(skip)('a Partnerships user turns a lead into an order through a quotation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a lead, quotes, downloads, modifies and orders from the quotation', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, PARTNERSHIPS);
    await page.goto('/quotation');
    await page.getByRole('heading', { name: /^Quotation/ }).waitFor();
    await page.getByRole('table', { name: 'Leads' }).getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('button', { name: 'Search' }).isDisabled()).toBe(true);
    await screenshot(page, 'quotations', 'journey-1-leads', { fullPage: false });

    // Add Lead: the messages first, then a lead whose mobile number becomes the search.
    const mobile = `9${String(Date.now()).slice(-9)}`;
    await page.getByRole('button', { name: 'Add Lead' }).click();
    const add = page.getByRole('dialog', { name: 'Add Lead' });
    await add.getByRole('textbox', { name: 'Mobile Number' }).fill('98450');
    await add.getByRole('button', { name: 'Add Lead' }).click();
    await add.getByText('Customer Name is Required!').waitFor();
    await add.getByText('Invalid Mobile Number!').waitFor();
    expect(await add.getByRole('textbox', { name: 'Lead Type' }).inputValue()).toBe('Outbound');
    await add.getByRole('textbox', { name: 'Customer Name' }).fill('Meera Krishnan');
    await add.getByRole('textbox', { name: 'Mobile Number' }).fill(mobile);
    await add.getByRole('textbox', { name: 'Email Id' }).fill('meera.krishnan@example.in');
    await choose(add, 'Customer Segment', 'Hospitality');
    await add
      .getByRole('textbox', { name: 'Comments' })
      .fill('Forty rooms, wants a quote by Friday');
    await settled(page);
    await screenshot(page, 'quotations', 'journey-2-add-lead');
    await add.getByRole('button', { name: 'Add Lead' }).click();
    await add.waitFor({ state: 'detached' });
    await page.waitForURL(`**/quotation?search=${mobile}`);
    const row = leadRow(page, mobile);
    await row.getByText('NEW').waitFor();
    await screenshot(page, 'quotations', 'journey-3-lead-added', { fullPage: false });

    // Generate: one product at a 5 % discount, delivered in Kerala (IGST).
    await row.getByRole('link', { name: 'Generate Quote' }).click();
    await page.getByRole('heading', { name: 'Generate Quotation' }).waitFor();
    await addOrthoMattress(page);
    const lines = page.getByRole('table', { name: 'Quotation lines' });
    await lines.getByRole('textbox', { name: /^Discount of / }).fill('5');
    const delivery = page.getByRole('region', { name: 'Delivery and terms' });
    await delivery.getByRole('textbox', { name: 'Delivery Pincode' }).fill('682001');
    await delivery.getByRole('textbox', { name: 'Delivery Address' }).fill('Marine Drive, Kochi');
    const totals = page.getByRole('region', { name: 'Totals' });
    await totals.getByLabel('IGST').waitFor();
    const quotedTotal = await totals.getByLabel('Grand total (GST included)').textContent();
    expect(quotedTotal).toMatch(/^₹[\d,]+\.\d\d$/);
    await screenshot(page, 'quotations', 'journey-4-generate');
    await page.getByRole('button', { name: 'Generate Quotation' }).click();
    await page.waitForURL(/\/generate-quotation\/\d+\/QT[A-Z0-9]{10}$/);
    const [, leadId, quotationId] = /generate-quotation\/(\d+)\/(QT[A-Z0-9]{10})$/.exec(
      page.url(),
    ) ?? ['', '', ''];
    const summary = page.getByRole('region', { name: `Quotation ${quotationId}` });
    expect(await summary.getByLabel('Grand total').textContent()).toBe(quotedTotal);

    // Download: a PDF with the quotation's id and its line, and a picture of its first page.
    const pdf = await downloadPdf(page, quotationId);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(quotationId);
    expect(text).toContain('Ortho Mattress');
    expect(text).toContain('IGST');
    await pictureFirstPage(browser, join(SHOTS, 'journey-quotation.pdf'), 'journey-6-pdf-page-1');

    // Modify (?type=1): two mattresses now.
    await summary.getByRole('link', { name: 'Modify Quote' }).click();
    await page.waitForURL(`**/generate-quotation/${leadId}/${quotationId}?type=1`);
    const quantity = lines.getByRole('textbox', { name: /^Quantity of / });
    await quantity.fill('2');
    await screenshot(page, 'quotations', 'journey-7-modify');
    await page.getByRole('button', { name: 'Modify Quotation' }).click();
    // Saved: the address drops ?type=1 and shows the quotation again.
    await expect.poll(() => new URL(page.url()).search, { timeout: 15_000 }).toBe('');
    await expect.poll(() => summary.getByLabel('Grand total').textContent()).not.toBe(quotedTotal);
    const modifiedTotal = await summary.getByLabel('Grand total').textContent();

    // Place the order at the quoted prices: COD, the landmark added.
    await summary.getByRole('link', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: /^Order Placement via Quotation/ }).waitFor();
    const addresses = page.getByRole('region', { name: 'Addresses' });
    expect(await addresses.getByRole('textbox', { name: 'Pin Code' }).inputValue()).toBe('682001');
    await addresses.getByRole('textbox', { name: 'Landmark' }).fill('Near the boat jetty');
    await page.getByRole('region', { name: 'Payment' }).getByRole('radio', { name: 'COD' }).check();
    // The page is taller than the view: the quoted lines first, then the form's end.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'quotations', 'journey-8-place-order-lines', { fullPage: false });
    await page.getByRole('button', { name: 'Place Order' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'quotations', 'journey-8-place-order-form', { fullPage: false });
    await page.getByRole('button', { name: 'Place Order' }).click();
    const placed = page.getByRole('alert').filter({ hasText: QUOTATION_MESSAGES.placed });
    await placed.waitFor();
    const orderId = (await placed.getByRole('link').first().textContent()) ?? '';
    expect(orderId).toMatch(/^[A-Z0-9]+$/);
    await placed.getByText(`for ${modifiedTotal ?? ''}`).waitFor();
    await screenshot(page, 'quotations', 'journey-9-placed');

    // The lead is ACQUIRED: no Generate Quote, no Modify Quote; the order is linked.
    await page.goto(`/quotation?search=${mobile}`);
    await leadRow(page, mobile).getByText('ACQUIRED').waitFor();
    expect(await leadRow(page, mobile).getByRole('link', { name: 'Generate Quote' }).count()).toBe(
      0,
    );
    expect(await leadRow(page, mobile).getByRole('link', { name: 'Modify Quote' }).count()).toBe(0);
    await screenshot(page, 'quotations', 'journey-10-acquired', { fullPage: false });
    await leadRow(page, mobile).getByRole('link', { name: orderId }).click();
    await page.waitForURL(`**/order-search?orderId=${orderId}`);
  });
});
