import { PAYMENT_DEMO_ORDERS } from '@backoffice/db/seed';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settled, signInAs } from '../orders/orders-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { openAction, openOrder } from './payments-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const { homeCentre, rnr, futureDelivery } = PAYMENT_DEMO_ORDERS;

describe.skipIf(skip)('pending partner orders, RNR and future delivery', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a Homecentre agent confirms a pending order with the advance receipt id', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, 18);
    await page.goto(`/search-hc-order?orderId=${homeCentre.order_random_id}`);
    const table = page.getByRole('table', { name: 'Pending orders' });
    await table.getByText(homeCentre.order_random_id).waitFor();
    await screenshot(page, 'payments', 'hc-1-pending');
    await table.getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog', {
      name: `Confirm order ${homeCentre.order_random_id}`,
    });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Close' }).count()).toBe(0);
    // A click on the background leaves the popup open.
    await page.mouse.click(10, 10);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Advance Receipt Id is Required!').waitFor();
    await dialog.getByRole('textbox', { name: 'Advance Receipt Id' }).fill('AR-2026/0042');
    await settled(page);
    await screenshot(page, 'payments', 'hc-2-confirm-popup');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('No Orders Found...').waitFor();
    await page.context().close();
  });

  it('an agent sends an RNR link and picks a future delivery date', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, 2);
    await openOrder(page, rnr.order_random_id);
    const rnrPopup = await openAction(
      page,
      page.getByRole('region', { name: /^Cart / }),
      'Cart actions',
      'RNR Process',
    );
    await rnrPopup.getByRole('link', { name: /Open the RNR process/ }).click();
    await page.getByRole('heading', { name: 'RNR Process' }).waitFor();
    await page.getByRole('button', { name: 'Send RNR Payment Link' }).click();
    await page.getByText('An RNR payment link is waiting for the customer.').waitFor();
    await page.getByRole('table', { name: 'Payment links' }).getByText('Pending').waitFor();
    await screenshot(page, 'payments', 'rnr-1-link-sent');

    await openOrder(page, futureDelivery.order_random_id);
    const dialog = await openAction(
      page,
      page.getByRole('region', { name: /^Cart / }),
      'Cart actions',
      'Future Delivery',
    );
    const calendar = dialog.getByRole('group', { name: 'Delivery date calendar' });
    const offered = calendar.locator('button[aria-pressed]:not([disabled])');
    // The offered dates arrive from the server after the popup opens.
    await offered.first().waitFor();
    expect(await calendar.locator('button[aria-pressed][disabled]').count()).toBeGreaterThan(0);
    await offered.nth(3).click();
    await settled(page);
    await screenshot(page, 'payments', 'future-1-calendar');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Delivery date updated').waitFor();
    // The popup closes by itself a second later.
    await dialog.waitFor({ state: 'detached', timeout: 3_000 });
    await page.context().close();
  });
});
