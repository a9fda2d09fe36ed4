import { PAYMENT_DEMO_ORDERS } from '@backoffice/db/seed';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settled, signInAs } from '../orders/orders-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { openAction, openOrder } from './payments-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const { splitCart } = PAYMENT_DEMO_ORDERS;

describe.skipIf(skip)('an agent splits a cart', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('moves 2 of 3 items to a new cart with the quantity slider', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, 2);
    await openOrder(page, splitCart.order_random_id);
    const carts = page.getByRole('region', { name: /^Cart \d+$/ });
    await carts.first().waitFor();
    expect(await carts.count()).toBe(1);
    const dialog = await openAction(page, carts.first(), 'Cart actions', 'Split Cart');
    const slider = dialog.getByRole('slider');
    expect(await slider.getAttribute('aria-valuemin')).toBe('1');
    expect(await slider.getAttribute('aria-valuemax')).toBe('3');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await dialog.getByText('Items to move to a new cart: 2').waitFor();
    await settled(page);
    await screenshot(page, 'payments', 'split-1-popup');
    // The top of the slider would leave an empty cart: the form says so.
    await page.keyboard.press('ArrowRight');
    await dialog.getByText('Keep at least 1 item in the cart').waitFor();
    await page.keyboard.press('ArrowLeft');

    await dialog.getByRole('button', { name: 'Split Cart' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Cart split successfully').waitFor();
    await expect.poll(() => carts.count()).toBe(2);
    const quantities = await carts.evaluateAll((sections) =>
      sections.map((s) => s.textContent?.match(/Quantity(\d+)/)?.[1]),
    );
    expect(quantities).toEqual(['1', '2']);
    await screenshot(page, 'payments', 'split-2-two-carts');
    await page.context().close();
  });
});
