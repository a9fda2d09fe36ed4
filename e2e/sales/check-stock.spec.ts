import { KNOWN_ORDERS } from '@backoffice/db/seed';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { choose, onlyCart, settled, signInAs } from '../orders/orders-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const { newOrder } = KNOWN_ORDERS;
const CET_AGENT = 4;
const QUICK_COMMERCE_AGENT = 24;

/** Opens Check Stock on the order's only cart and answers the popup. */
async function openCheckStock(page: Page): Promise<Locator> {
  await page.goto(`/ORDER${newOrder.order_random_id}`);
  const cart = onlyCart(page);
  await cart.getByRole('button', { name: 'Cart actions' }).click();
  await page.getByRole('menuitem', { name: 'Check Stock' }).click();
  return page.getByRole('dialog', { name: 'Check Stock' });
}

/** Chooses an option of the picker and waits until the select shows it. */
async function pick(picker: Locator, label: string, option: string): Promise<void> {
  await choose(picker, label, option);
  await expect.poll(() => picker.getByRole('textbox', { name: label }).inputValue()).toBe(option);
}

/** The picker inside the popup, once its spinner has settled. */
async function readyPicker(dialog: Locator): Promise<Locator> {
  const picker = dialog.getByRole('group', { name: 'Product picker' });
  await picker.and(dialog.locator('[data-status="ready"]')).waitFor();
  return picker;
}

describe.skipIf(skip)('Check Stock on an order’s cart', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the cart’s warehouse stock, and checks another item with the picker', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, CET_AGENT);
    const dialog = await openCheckStock(page);
    const sku = (
      await onlyCart(page)
        .getByText(/^Cart \d+ · /)
        .textContent()
    )?.split(' · ')[1];
    if (!sku) throw new Error('no SKU on the cart');
    const own = dialog.getByRole('table', { name: `Warehouse stock of ${sku}` });
    await own.waitFor();
    expect(await own.getByRole('row').count()).toBeGreaterThan(1);
    await expect.poll(() => own.getByText('Finished Goods').count()).toBeGreaterThan(0);
    // The picker starts from the cart's item.
    let picker = await readyPicker(dialog);
    expect(await picker.getByRole('textbox', { name: 'Product' }).inputValue()).not.toBe('');
    await settled(page);
    await screenshot(page, 'catalogue', 'check-stock-1-cart-stock');

    await pick(picker, 'Product', 'Bed');
    picker = await readyPicker(dialog);
    await pick(picker, 'Model', 'Sheesham Wood Bed');
    picker = await readyPicker(dialog);
    await pick(picker, 'Breadth', '77 in');
    await pick(picker, 'Finish', 'Teak');
    await pick(picker, 'Storage', 'Box Storage');
    await picker.scrollIntoViewIfNeeded();
    await screenshot(page, 'catalogue', 'check-stock-2-picker-chosen');
    await picker.getByRole('button', { name: 'Check Availability' }).click();

    const availability = dialog.getByRole('region', { name: 'Availability' });
    await availability.getByText('Sheesham Wood Bed (King, Teak, Box Storage)').waitFor();
    await dialog.locator('[data-status="done"]').waitFor();
    await availability.getByText(/in stock$|^Out of stock$/).waitFor();
    await dialog.getByRole('table', { name: 'Warehouse stock of BED-SHEE-KG-TEA-BOX' }).waitFor();
    await dialog.getByText(/^(Extra payment|Refund): ₹/).waitFor();
    await availability.scrollIntoViewIfNeeded();
    await screenshot(page, 'catalogue', 'check-stock-3-checked');
    await page.context().close();
  });

  it('lets a quick-commerce agent type a quantity, capped at 10000 a line', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, QUICK_COMMERCE_AGENT);
    const dialog = await openCheckStock(page);
    let picker = await readyPicker(dialog);
    await pick(picker, 'Product', 'Pillow');
    picker = await readyPicker(dialog);
    await pick(picker, 'Model', 'Memory Foam Pillow');
    picker = await readyPicker(dialog);
    await pick(picker, 'Length', '24 in');
    await picker.getByRole('button', { name: 'Check Availability' }).click();

    const availability = dialog.getByRole('region', { name: 'Availability' });
    await availability.getByText('13,500 in stock').waitFor();
    const quantity = availability.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill('10001');
    await availability.getByText('Maximum available quantity is 10000').waitFor();
    await dialog.locator('[data-status="done"]').waitFor();
    await availability.scrollIntoViewIfNeeded();
    await screenshot(page, 'catalogue', 'check-stock-4-quick-commerce-cap');
    await quantity.fill('10000');
    await availability.getByText('₹1,29,90,000.00').waitFor();
    expect(await availability.getByText('Maximum available quantity is 10000').count()).toBe(0);
    await page.context().close();
  });
});
