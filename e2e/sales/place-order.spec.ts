import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settled, signInAs } from '../orders/orders-session';
import { openAction, payOnSandboxPage } from './payments-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { addProduct, paymentLinkUrl } from './place-order-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const SALES = 12;

describe.skipIf(skip)('a salesperson places an order for a new customer', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('with two products and a coupon, paid by a payment link the sandbox marks paid', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, SALES);
    await page.goto('/place-new-order');
    await page.getByRole('heading', { name: 'Place New Order' }).waitFor();

    // No customer uses the number: a new one.
    const customer = page.getByRole('region', { name: 'Customer' });
    await customer.getByRole('textbox', { name: 'Customer Mobile Number' }).fill('9876501234');
    await customer.getByRole('button', { name: 'Search' }).click();
    await customer.getByText('No customer uses 9876501234: start a new customer.').waitFor();
    await customer.getByRole('button', { name: 'New Customer' }).click();

    const addresses = page.getByRole('region', { name: 'Addresses' });
    await addresses.getByRole('textbox', { name: 'First Name' }).fill('Kavya');
    await addresses.getByRole('textbox', { name: 'Last Name' }).fill('Menon');
    await addresses.getByRole('textbox', { name: 'Email' }).fill('kavya.menon@example.in');
    expect(
      await addresses.getByRole('textbox', { name: 'Mobile Number', exact: true }).inputValue(),
    ).toBe('9876501234');
    await addresses.getByRole('textbox', { name: 'Address' }).fill('21 Cunningham Road');
    await addresses.getByRole('textbox', { name: 'Landmark' }).fill('Near the museum');
    await addresses.getByRole('textbox', { name: 'Pin Code' }).fill('560052');
    await expect
      .poll(() => addresses.getByRole('textbox', { name: 'City' }).inputValue())
      .toBe('Bengaluru');

    await addProduct(page, {
      product: 'Mattress',
      model: 'Ortho Mattress',
      sizes: [
        ['Length', '72 in'],
        ['Breadth', '36 in'],
        ['Height', '6 in'],
      ],
    });
    await addProduct(page, {
      product: 'Bedding Accessory',
      model: 'Waterproof Mattress Protector',
      sizes: [
        ['Length', '72 in'],
        ['Breadth', '36 in'],
      ],
    });
    const lines = page.getByRole('table', { name: 'Order lines' });
    expect(await lines.getByRole('row').count()).toBe(3);
    await page.getByRole('table', { name: 'Delivery of the lines' }).waitFor();

    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByRole('radio', { name: 'ONLINE' }).check();
    await payment.getByRole('textbox', { name: 'Coupon Code' }).fill('festive10');
    await payment.getByRole('button', { name: 'Apply' }).click();
    await payment.getByText(/^Coupon FESTIVE10 applied: you save ₹/).waitFor();
    await payment.getByRole('textbox', { name: 'Payment Via' }).click();
    await page.getByRole('option', { name: 'Juspay', exact: true }).click();
    const bill = page.getByRole('region', { name: 'Bill' });
    const payable = await bill.getByLabel('Total payable').textContent();
    expect(payable).toMatch(/^₹[\d,]+\.\d\d$/);
    await screenshot(page, 'place-order', 'place-1-filled');

    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/ORDER[A-Z0-9]{8}$/);
    const orderRandomId = new URL(page.url()).pathname.slice('/ORDER'.length);
    await page.getByRole('heading', { name: `Order ${orderRandomId}` }).waitFor();
    const carts = page.getByRole('region', { name: /^Cart \d+$/ });
    await carts.first().waitFor();
    expect(await carts.count()).toBe(2);
    await screenshot(page, 'place-order', 'place-2-order-page');

    // The customer pays the new order's link on the sandbox page.
    const url = await paymentLinkUrl(page, orderRandomId, 'New Order');
    expect(url).toContain('/api/sandbox-payments/pay/');
    await payOnSandboxPage(page, url, 'Pay');
    await page.getByText('Payment successful').waitFor();

    await page.goto(`/ORDER${orderRandomId}`);
    const links = await openAction(page, page, 'More actions', 'Payment Links');
    await links.getByRole('table', { name: 'Payments' }).getByText('Paid').waitFor();
    await settled(page);
    await screenshot(page, 'place-order', 'place-3-paid');
    await page.context().close();
  });
});
