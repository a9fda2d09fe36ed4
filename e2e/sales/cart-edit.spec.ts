import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settled, signInAs } from '../orders/orders-session';
import { openAction, openOrder, payOnSandboxPage } from './payments-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { paymentLinkUrl, pick, placeOnlineOrder, readyPicker } from './place-order-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const CET_AGENT = 4;

describe.skipIf(skip)('an agent changes a cart’s dimensions', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('collects the price difference by payment link, and the cart ships once paid', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, CET_AGENT);
    const orderRandomId = await placeOnlineOrder(page);
    await openOrder(page, orderRandomId);
    const cart = page.getByRole('region', { name: /^Cart \d+$/ });
    const popup = await openAction(page, cart, 'Cart actions', 'Modify cart');
    await popup.getByRole('link', { name: 'Open Cart Edit' }).click();
    await page.waitForURL(/\/cart-edit\/0\/\d+\/$/);

    const current = page.getByRole('region', { name: 'Current cart' });
    await current.getByText('72 x 36 x 6 in').waitFor();
    const section = page.getByRole('region', { name: 'New item' });
    const picker = await readyPicker(section);
    await expect
      .poll(() => picker.getByRole('textbox', { name: 'Breadth' }).inputValue())
      .toBe('36 in');
    await pick(picker, 'Breadth', '48 in');
    await pick(picker, 'Height', '6 in');
    await picker.getByRole('button', { name: 'Check Availability' }).click();
    await section.getByText(/^Extra payment: ₹/).waitFor();
    await screenshot(page, 'place-order', 'cart-edit-1-checked');
    await section.getByRole('button', { name: 'Use this item' }).click();

    const change = page.getByRole('region', { name: 'Change' });
    await change.getByText(/^Price difference: extra payment of ₹[\d,]+\.\d\d$/).waitFor();
    await change.getByRole('radio', { name: 'ONLINE' }).check();
    await change.getByRole('textbox', { name: 'Payment Via' }).click();
    await page.getByRole('option', { name: 'Juspay', exact: true }).click();
    await change.getByText(/^A payment link of ₹[\d,]+\.\d\d is sent/).waitFor();
    await change
      .getByRole('textbox', { name: 'Comment' })
      .fill('Customer wants a 48 inch mattress');
    await screenshot(page, 'place-order', 'cart-edit-2-change');
    await change.getByRole('button', { name: 'Modify Cart' }).click();

    await page.waitForURL(new RegExp(`/ORDER${orderRandomId}$`));
    await cart.getByText('Hold reason: Dimensions Change').waitFor();
    await cart.getByText('72 x 48 x 6 in').first().waitFor();
    await screenshot(page, 'place-order', 'cart-edit-3-blocked');
    // The change is in the order's history.
    await page.getByRole('button', { name: 'Modification History' }).click();
    const history = page.getByRole('dialog', {
      name: `Modification history of order ${orderRandomId}`,
    });
    await history.getByText('MAT-ORTHO-72x48x6').first().waitFor();
    await settled(page);
    await screenshot(page, 'place-order', 'cart-edit-3b-history');
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'detached' });

    const url = await paymentLinkUrl(page, orderRandomId, 'Other');
    await payOnSandboxPage(page, url, 'Pay');
    await page.getByText('Payment successful').waitFor();
    await openOrder(page, orderRandomId);
    await cart.getByText('72 x 48 x 6 in').first().waitFor();
    expect(await cart.getByText('Hold reason: Dimensions Change').count()).toBe(0);
    await settled(page);
    await screenshot(page, 'place-order', 'cart-edit-4-paid');
    await page.context().close();
  });
});
