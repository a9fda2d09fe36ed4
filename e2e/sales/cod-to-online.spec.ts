import { PAYMENT_DEMO_ORDERS } from '@backoffice/db/seed';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settled, signInAs } from '../orders/orders-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { openAction, openOrder, payOnSandboxPage } from './payments-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const { codToOnline } = PAYMENT_DEMO_ORDERS;

describe.skipIf(skip)('operations move a COD order online', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a cto link for both carts, the customer pays in the sandbox, the order is online', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, 10);
    await openOrder(page, codToOnline.order_random_id);
    const dialog = await openAction(page, page, 'More actions', 'COD to Online');
    const carts = dialog.getByRole('table', { name: 'Carts' });
    await carts.getByRole('checkbox').first().waitFor();
    // The sole way to pay online comes chosen; a cart is still required.
    expect(await dialog.getByRole('textbox', { name: 'Payment via' }).inputValue()).toBe('Juspay');
    await dialog.getByRole('button', { name: 'Move to Online' }).click();
    expect(await dialog.getByText('This field is Required!').count()).toBe(1);
    for (const box of await carts.getByRole('checkbox').all()) await box.check();
    await settled(page);
    await screenshot(page, 'payments', 'cto-1-popup');
    await dialog.getByRole('button', { name: 'Move to Online' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('COD to online request created: the payment link is sent').waitFor();

    await page.goto(`/cod-to-online?search=${codToOnline.order_random_id}`);
    const requests = page.getByRole('table', { name: 'COD to online requests' });
    const row = requests.getByRole('row').filter({ hasText: codToOnline.order_random_id });
    await row.getByText('Pending').waitFor();
    await row.getByText(/\d+ hours? \d+ minutes?/).waitFor();
    await screenshot(page, 'payments', 'cto-2-pending-request');
    const url = await row.getByRole('link', { name: /^sbx_/ }).getAttribute('href');
    expect(url).toBeTruthy();

    await payOnSandboxPage(page, url ?? '', 'Pay');
    await page.getByText('Payment successful').waitFor();
    await screenshot(page, 'payments', 'cto-3-sandbox-paid');

    await page.goto(`/cod-to-online?status=paid&search=${codToOnline.order_random_id}`);
    await requests
      .getByRole('row')
      .filter({ hasText: codToOnline.order_random_id })
      .getByText('Paid')
      .waitFor();
    await openOrder(page, codToOnline.order_random_id);
    const payments = await openAction(page, page, 'More actions', 'Payment Links');
    await payments
      .getByRole('group', { name: 'Payment summary' })
      .getByText('ONLINE', { exact: true })
      .waitFor();
    await payments.getByRole('table', { name: 'Payments' }).getByText('Paid').waitFor();
    await settled(page);
    await screenshot(page, 'payments', 'cto-4-order-paid-online');
    await page.context().close();
  });
});
