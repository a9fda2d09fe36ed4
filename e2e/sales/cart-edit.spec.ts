import { CONSOLE_HEADER, CONSOLE_HEADER_VALUE } from '@backoffice/domain/identity';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settled, signInAs } from '../orders/orders-session';
import { openAction, openOrder, payOnSandboxPage } from './payments-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { paymentLinkUrl, pick, readyPicker } from './place-order-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const CET_AGENT = 4;

/**
 * Places an online order of one Ortho mattress through the API, as the screen would: signed in
 * by the session cookie, writes carrying the console's header.
 */
async function placeOrder(page: Page): Promise<string> {
  return page.evaluate(
    async ([header, value]) => {
      const post = (path: string, body: unknown, key?: string) =>
        fetch(`/api${path}`, {
          method: 'POST',
          headers: {
            [header]: value,
            'Content-Type': 'application/json',
            ...(key ? { 'Idempotency-Key': key } : {}),
          },
          body: JSON.stringify(body),
        }).then((r) => r.json());
      const lines = [{ item_sku: 'MAT-ORTHO-72x36x6', item_quantity: 1 }];
      const item = await fetch('/api/product-availability/?item_sku=MAT-ORTHO-72x36x6').then((r) =>
        r.json(),
      );
      const bill = await post('/get-coupon-with-cart-details/', {
        coupon_code: '',
        affiliate_id: 0,
        pincode: '560025',
        payment_type: 'ONLINE',
        carts: [
          {
            ...lines[0],
            item_price: item.result.item_price.price,
            item_mrp: item.result.item_price.mrp,
          },
        ],
      });
      const placed = await post(
        '/backend-place-order/',
        {
          shipping_address: {
            firstname: 'Rohan',
            lastname: 'Kulkarni',
            email_address: 'rohan.kulkarni@example.in',
            mobile_number: '9876502345',
            address: '5 Lavelle Road',
            landmark: 'Near the park',
            pincode: '560025',
          },
          is_billing_address_same: true,
          lines,
          payment: { payment_type: 'ONLINE', payment_via: 'Juspay' },
          total_payable: bill.totals.final_amount,
        },
        crypto.randomUUID(),
      );
      return placed.order_random_id as string;
    },
    [CONSOLE_HEADER, CONSOLE_HEADER_VALUE] as const,
  );
}

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
    const orderRandomId = await placeOrder(page);
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
