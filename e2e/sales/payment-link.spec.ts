import { PAYMENT_DEMO_ORDERS } from '@backoffice/db/seed';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { choose, settled, signInAs } from '../orders/orders-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { openAction, openOrder, payOnSandboxPage } from './payments-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const { paymentLink } = PAYMENT_DEMO_ORDERS;

describe.skipIf(skip)('an agent sends a payment link', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends an Other link, the customer pays it in the sandbox, the popup shows it paid', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, 2);
    await openOrder(page, paymentLink.order_random_id);
    let dialog = await openAction(page, page, 'More actions', 'Payment Links');
    const form = dialog.getByRole('form', { name: 'Send payment link' });
    await choose(form, 'Link type', 'Other');
    await form.getByRole('textbox', { name: 'Amount' }).fill('0.5');
    await form.getByRole('button', { name: 'Send Payment Link' }).click();
    await form.getByText('Amount should be between ₹1 and ₹5,00,000').waitFor();
    await form.getByRole('textbox', { name: 'Amount' }).fill('499');
    await form.getByRole('button', { name: 'Send Payment Link' }).click();
    await page.getByText('Payment Link Sent Successfully!').waitFor();
    const links = dialog.getByRole('table', { name: 'Payment links' });
    const row = links.getByRole('row').filter({ hasText: '₹499.00' });
    await row.getByText('Pending').waitFor();
    await row.getByText(/^0 days 23 hours 59 minutes \d+ seconds?$|^1 day 0 hours/).waitFor();
    await settled(page);
    await screenshot(page, 'payments', 'link-1-sent');
    const url = await row.getByRole('link', { name: /^sbx_/ }).getAttribute('href');

    await payOnSandboxPage(page, url ?? '', 'Fail');
    await screenshot(page, 'payments', 'link-2-sandbox-failed');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Payment successful').waitFor();
    await screenshot(page, 'payments', 'link-3-sandbox-paid');

    await openOrder(page, paymentLink.order_random_id);
    dialog = await openAction(page, page, 'More actions', 'Payment Links');
    await dialog
      .getByRole('table', { name: 'Payment links' })
      .getByRole('row')
      .filter({ hasText: '₹499.00' })
      .getByText('Paid')
      .waitFor();
    const payments = dialog.getByRole('table', { name: 'Payments' });
    await payments.getByText('Paid').waitFor();
    await payments.getByText('Failed').waitFor();
    await settled(page);
    await screenshot(page, 'payments', 'link-4-paid');
    await page.context().close();
  });
});
