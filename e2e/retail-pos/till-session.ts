import { POS_MESSAGES } from '@backoffice/domain/retail/pos';
import type { Locator, Page } from 'playwright-core';
import { settled } from '../orders/orders-session';
import { screenshot } from '../support/browser';

/** The till's sections, by their names. */
export const section = (page: Page, name: string): Locator => page.getByRole('region', { name });

export const toast = (page: Page, message: string) =>
  page.getByText(message, { exact: true }).first().waitFor();

/**
 * Verifies a customer's mobile with the sandbox OTP (its last six digits, docs/retail.md
 * "Sandbox OTP") and starts an order; answers the new order's id.
 */
export async function startOrder(page: Page, mobile: string, shot?: string): Promise<string> {
  await page.goto('/place-retail-order');
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await toast(page, POS_MESSAGES.otpSent);
  await page.getByRole('textbox', { name: 'OTP' }).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page
    .getByRole('form', { name: 'Verify customer' })
    .getByText(POS_MESSAGES.otpInvalid)
    .waitFor();
  await page.getByRole('textbox', { name: 'OTP' }).fill(mobile.slice(-6));
  if (shot) await screenshot(page, 'retail-pos', shot);
  await page.getByRole('button', { name: 'Verify' }).click();
  await toast(page, POS_MESSAGES.otpVerified);
  await page.waitForURL(/\/retail-order-detail\/[A-Z0-9]{8}\/$/);
  const orderId = /retail-order-detail\/([A-Z0-9]{8})\//.exec(page.url())?.[1] ?? '';
  await page.getByRole('heading', { name: `Offline Order Details - ${orderId}` }).waitFor();
  return orderId;
}

/** Searches a product (upper case: by SKU), picks the match naming `size`, and adds it. */
export async function addProduct(
  page: Page,
  {
    search,
    size,
    quantity = 1,
    batches,
  }: { search: string; size: string; quantity?: number; batches?: string },
): Promise<void> {
  const add = section(page, 'Add Product');
  await add.getByRole('textbox', { name: 'Search Product' }).fill(search);
  await page.getByRole('option').filter({ hasText: size }).first().click();
  await add.getByRole('group', { name: 'Item Price' }).waitFor();
  if (quantity !== 1) {
    await add.getByRole('textbox', { name: 'Quantity' }).click();
    await page.getByRole('option', { name: String(quantity), exact: true }).click();
  }
  if (batches !== undefined) {
    await add.getByRole('checkbox', { name: 'Instant Pickup' }).check();
    await add.getByRole('textbox', { name: 'Batch Numbers' }).fill(batches);
  }
  const rows = await page.getByRole('table', { name: 'Products' }).getByRole('row').count();
  await add.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('table', { name: 'Products' }).getByRole('row').nth(rows).waitFor();
}

/** Selects the customer's first address for the order unless one is selected already. */
export async function useFirstAddress(page: Page): Promise<void> {
  const use = page.getByRole('button', { name: /^Use address/ }).first();
  if (await use.isEnabled()) {
    await use.click();
    await page.getByRole('table', { name: 'Addresses' }).getByText('Selected').waitFor();
  }
}

/** Answers the confirm popup, after checking its question. */
export async function confirmPrompt(page: Page, question: string, shot?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await dialog.getByText(question).waitFor();
  if (shot) {
    await settled(page);
    await screenshot(page, 'retail-pos', shot);
  }
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Chooses a payment mode by its label. */
export async function payBy(page: Page, label: string): Promise<void> {
  await section(page, 'Payment').getByRole('radio', { name: label }).check();
}

/** The rupees shown in a figure of the totals: '₹1,234.50' is 123450 paise. */
export async function totalPaise(page: Page, label: string): Promise<number> {
  const text =
    (await section(page, 'Order Totals').getByRole('group', { name: label }).textContent()) ?? '';
  const match = /₹([\d,]+)\.(\d\d)/.exec(text);
  if (!match) throw new Error(`no amount in ${label}: ${text}`);
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]);
}
