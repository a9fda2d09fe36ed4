import { CONSOLE_HEADER, CONSOLE_HEADER_VALUE } from '@backoffice/domain/identity';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settled, signInAs } from '../orders/orders-session';
import { openOrder } from './payments-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { placeOnlineOrder } from './place-order-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const CET_AGENT = 4;

/**
 * Changes the order's mattress to a wider one through the API, as the cart-edit screen would:
 * the difference is asked by a payment link and the cart is held until it is paid. Answers the
 * cart's id.
 */
async function widenMattress(page: Page, orderRandomId: string): Promise<number> {
  return page.evaluate(
    async ([order, header, value]) => {
      const get = (path: string) => fetch(`/api${path}`).then((r) => r.json());
      const details = await get(`/backend-orders/${order}/`);
      const cart = details.carts[0];
      const wider = await get(
        `/product-availability/?item_sku=MAT-ORTHO-72x48x6&cart_pid=${cart.cart_pid}`,
      );
      await fetch('/api/editcart/', {
        method: 'POST',
        headers: {
          [header]: value,
          'Content-Type': 'application/json',
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: JSON.stringify({
          affiliate_id: 0,
          cart_pid: cart.cart_pid,
          version: cart.version,
          item_sku: 'MAT-ORTHO-72x48x6',
          item_quantity: 1,
          diff_amount: wider.result.diff_amount,
          extra_or_refund: wider.result.extra_or_refund,
          payment: { payment_type: 'ONLINE', payment_via: 'Juspay' },
          comments: 'Customer wants a 48 inch mattress',
        }),
      });
      return cart.cart_pid as number;
    },
    [orderRandomId, CONSOLE_HEADER, CONSOLE_HEADER_VALUE] as const,
  );
}

describe.skipIf(skip)('an agent cancels the payment of a cart change', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('cancels the link with a reason and a confirm; the cart keeps its new item and may ship', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, CET_AGENT);
    const orderRandomId = await placeOnlineOrder(page);
    const cartPid = await widenMattress(page, orderRandomId);

    await page.goto(`/cart-edit/0/${cartPid}/`);
    const table = page.getByRole('table', { name: 'Modification history' });
    await table.getByText('Awaiting payment').waitFor();
    await table.getByRole('button', { name: 'Cancel payment' }).click();
    const form = page.getByRole('form', { name: 'Cancel payment' });
    await form.getByRole('button', { name: 'Cancel payment' }).click();
    await form.getByText('Reason is Required!').waitFor();
    await form.getByRole('textbox', { name: 'Reason' }).fill('Customer will pay by bank transfer');
    await screenshot(page, 'place-order', 'cancel-addon-1-reason');
    await form.getByRole('button', { name: 'Cancel payment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel payment' });
    await confirm.getByText(/^Cancel the payment of ₹[\d,]+\.\d\d for this change\?/).waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();

    await table.getByText('Payment cancelled').waitFor();
    await form.waitFor({ state: 'detached' });
    expect(await table.getByRole('button', { name: 'Cancel payment' }).count()).toBe(0);
    await settled(page);
    await screenshot(page, 'place-order', 'cancel-addon-2-cancelled');

    await openOrder(page, orderRandomId);
    const cart = page.getByRole('region', { name: /^Cart \d+$/ });
    await cart.getByText('72 x 48 x 6 in').first().waitFor();
    expect(await cart.getByText('Hold reason: Dimensions Change').count()).toBe(0);
    await page.context().close();
  });
});
