import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { payOnSandboxPage } from '../sales/payments-session';
import { addProduct, paymentLinkUrl } from '../sales/place-order-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { settled, signInAs } from './orders-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const SALES = 12;

/** The value of a field of the order page's Money section, e.g. 'Due'. */
const moneyField = (money: Locator, label: string) =>
  money.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

/** Places an ONLINE order of one mattress for a new customer; answers its random id. */
async function placeOnlineOrder(page: Page): Promise<string> {
  await page.goto('/place-new-order');
  await page.getByRole('heading', { name: 'Place New Order' }).waitFor();
  const customer = page.getByRole('region', { name: 'Customer' });
  await customer.getByRole('textbox', { name: 'Customer Mobile Number' }).fill('9876505678');
  await customer.getByRole('button', { name: 'Search' }).click();
  await customer.getByRole('button', { name: 'New Customer' }).click();
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await addresses.getByRole('textbox', { name: 'First Name' }).fill('Nandini');
  await addresses.getByRole('textbox', { name: 'Last Name' }).fill('Iyer');
  await addresses.getByRole('textbox', { name: 'Email' }).fill('nandini.iyer@example.in');
  await addresses.getByRole('textbox', { name: 'Address' }).fill('4 Residency Road');
  await addresses.getByRole('textbox', { name: 'Landmark' }).fill('Near the church');
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
  await page.getByRole('table', { name: 'Delivery of the lines' }).waitFor();
  const payment = page.getByRole('region', { name: 'Payment' });
  await payment.getByRole('radio', { name: 'ONLINE' }).check();
  await payment.getByRole('textbox', { name: 'Payment Via' }).click();
  await page.getByRole('option', { name: 'Juspay', exact: true }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/ORDER[A-Z0-9]{8}$/);
  return new URL(page.url()).pathname.slice('/ORDER'.length);
}

describe.skipIf(skip)("the order page's money agrees with the payments", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an online order is Unpaid with its link pending, then Paid with nothing due', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, SALES);
    const orderRandomId = await placeOnlineOrder(page);
    await page.getByRole('heading', { name: `Order ${orderRandomId}` }).waitFor();

    let money = page.getByRole('region', { name: 'Money' });
    await money.getByRole('status', { name: 'Payment state: Unpaid' }).waitFor();
    const payable = await moneyField(money, 'Payable').textContent();
    expect(payable).toMatch(/^₹[\d,]+\.\d\d$/);
    expect(await moneyField(money, 'Due').textContent()).toBe(payable);
    expect(await moneyField(money, 'Paid').textContent()).toBe('₹0.00');
    await money.getByText(/^Pending links \(1\): ₹[\d,]+\.\d\d asked, not yet paid$/).waitFor();
    expect(await money.textContent()).not.toContain('Paid online');
    await settled(page);
    await screenshot(page, 'orders', 'money-1-unpaid-link-pending');

    const url = await paymentLinkUrl(page, orderRandomId, 'New Order');
    await payOnSandboxPage(page, url, 'Pay');
    await page.getByText('Payment successful').waitFor();

    await page.goto(`/ORDER${orderRandomId}`);
    money = page.getByRole('region', { name: 'Money' });
    await money.getByRole('status', { name: 'Payment state: Paid' }).waitFor();
    expect(await moneyField(money, 'Due').textContent()).toBe('₹0.00');
    await money.getByText(`Juspay ${payable}`).waitFor();
    await money.getByText('No payment link is open').waitFor();
    await settled(page);
    await screenshot(page, 'orders', 'money-2-paid');
    await page.context().close();
  });
});
