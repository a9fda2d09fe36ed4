import { POS_MESSAGES } from '@backoffice/domain/retail/pos';
import { formatPaise, paiseToRupees } from '@backoffice/domain/core/money';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settled, signInAs } from '../orders/orders-session';
import { payOnSandboxPage } from '../sales/payments-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import {
  addProduct,
  confirmPrompt,
  payBy,
  section,
  startOrder,
  toast,
  totalPaise,
  useFirstAddress,
} from './till-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
// The demo's store BLR-IND-01 (packages/db/seed/retail, retail-pos): agent 15, manager 16;
// customers Asha Menon (7099100001, wallet credit) and Rahul Iyer (7099100002); the sandbox
// gift card 4000 1234 5678 9010 (PIN 123456, ₹5,000); the HDFC bank offer for BIN 485498.
const AGENT = 15;
const MANAGER = 16;

describe.skipIf(skip)('a walk-in sale at the till', () => {
  let browser: Browser;
  let agent: Page;
  let cardOrder = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    agent = await newPage(browser, baseUrl);
    await signInAs(agent, AGENT);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is built by an agent and paid in cash with change, with coupon, credit and gift card', async () => {
    const orderId = await startOrder(agent, '7099100001', 'sale-1-otp');
    await addProduct(agent, {
      search: 'PIL-MEMF',
      size: 'PIL-MEMF-STD',
      quantity: 2,
      batches: '4100023311',
    });
    await addProduct(agent, { search: 'MAT-ORTHO', size: '72x36x6' });
    const products = agent.getByRole('table', { name: 'Products' });
    await products.getByText('Batch 4100023311').waitFor();
    await screenshot(agent, 'retail-pos', 'sale-2-products');

    // An instant pickup is paid online only; the customer takes the pillows delivered instead.
    await products.getByRole('checkbox', { name: 'Instant Pickup of PIL-MEMF-STD' }).click();
    await confirmPrompt(agent, POS_MESSAGES.instantPickupUncheckConfirm, 'sale-3-uncheck-pickup');
    await products.getByText('Batch 4100023311').waitFor({ state: 'detached' });
    await useFirstAddress(agent);

    const coupon = section(agent, 'Coupon');
    await coupon.getByRole('textbox', { name: 'Coupon Code' }).fill('flat500');
    expect(await coupon.getByRole('textbox', { name: 'Coupon Code' }).inputValue()).toBe('FLAT500');
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await coupon.getByText(/FLAT500 applied/).waitFor();

    await section(agent, 'Wallet Credit')
      .getByRole('checkbox', { name: 'Use Wallet Credit' })
      .check();
    await section(agent, 'Order Totals').getByRole('group', { name: 'Wallet Credit' }).waitFor();

    const gift = section(agent, 'Gift Card');
    await gift.getByRole('checkbox', { name: 'Pay with Gift Card' }).check();
    await gift.getByRole('textbox', { name: 'Gift Card Number' }).fill('4000123456789010');
    await gift.getByLabel('PIN').fill('123456');
    await gift.getByRole('button', { name: 'Check' }).click();
    await gift.getByText('Gift card balance: ₹5,000.00').waitFor();
    await gift.getByRole('radio', { name: 'Custom' }).check();
    await gift.getByRole('textbox', { name: 'Gift Card Amount' }).fill('1000');
    await gift.getByRole('button', { name: 'Apply' }).click();
    await toast(agent, POS_MESSAGES.giftCardApplied);

    const toPay = await totalPaise(agent, 'Amount to Pay');
    await payBy(agent, 'Cash at Store');
    const cash = section(agent, 'Payment').getByRole('textbox', { name: 'Cash Received' });
    await cash.fill('100');
    await agent.getByText(POS_MESSAGES.cashMinimum(paiseToRupees(toPay))).waitFor();
    const handed = Math.ceil(toPay / 50_000) * 500 + 500;
    await cash.fill(String(handed));
    const change = handed * 100 - toPay;
    await agent
      .getByRole('status', { name: 'Change to Return' })
      .getByText(formatPaise(change))
      .waitFor();
    await screenshot(agent, 'retail-pos', 'sale-4-cash');
    await section(agent, 'Payment').getByRole('button', { name: 'Place Order' }).click();

    await agent.getByText('Order placed successfully').waitFor();
    await section(agent, 'Change to Return').getByText(formatPaise(change)).waitFor();
    const placed = agent.getByRole('status').filter({ hasText: 'Order placed successfully' });
    expect(await placed.getByRole('link').getAttribute('href')).toMatch(
      /^\/order-search\?orderId=/,
    );
    await screenshot(agent, 'retail-pos', 'sale-5-placed');
    const [receipt] = await Promise.all([
      agent.waitForEvent('download'),
      section(agent, 'Documents').getByRole('button', { name: 'Download Receipt' }).click(),
    ]);
    expect(receipt.suggestedFilename()).toBe(`receipt-${orderId}.pdf`);
  });

  it('is paid by card with a bank offer; the agent cannot resend the link', async () => {
    cardOrder = await startOrder(agent, '7099100002');
    await addProduct(agent, { search: 'MAT-ORTHO', size: '72x36x6' });
    await useFirstAddress(agent);
    await payBy(agent, 'Card (Bank Offers)');
    const payment = section(agent, 'Payment');
    await payment.getByRole('textbox', { name: 'Card BIN' }).fill('4854');
    await payment.getByText(POS_MESSAGES.cardBinInvalid).waitFor();
    await payment.getByRole('textbox', { name: 'Card BIN' }).fill('485498');
    await payment.getByRole('button', { name: 'Continue Payment' }).click();
    await payment.getByText(/^Offer applied: you save ₹/).waitFor();
    await section(agent, 'Order Totals')
      .getByRole('group', { name: 'Bank Offer Saving' })
      .waitFor();
    await screenshot(agent, 'retail-pos', 'card-1-bank-offer');
    await payment.getByRole('button', { name: 'Place Order' }).click();

    await agent.getByText('Payment in progress').waitFor();
    const actions = section(agent, 'Payment Actions');
    expect(await actions.getByRole('button', { name: 'Resend Payment Link' }).isDisabled()).toBe(
      true,
    );
    await screenshot(agent, 'retail-pos', 'card-2-payment-in-progress');
  });

  it('lets a Retail Manager resend the link; the customer pays and the till confirms it', async () => {
    const manager = await newPage(browser, baseUrl);
    await signInAs(manager, MANAGER);
    await manager.goto(`/retail-order-detail/${cardOrder}/`);
    const actions = section(manager, 'Payment Actions');
    await actions.getByRole('button', { name: 'Resend Payment Link' }).click();
    await toast(manager, 'Payment link sent again');
    await screenshot(manager, 'retail-pos', 'card-3-manager-resent');

    const link = await section(agent, 'Payment Actions').getByRole('link').getAttribute('href');
    expect(link).not.toBeNull();
    const customer = await newPage(browser, baseUrl);
    await payOnSandboxPage(customer, link!, 'Pay');
    await section(agent, 'Payment Actions').getByRole('button', { name: 'Check Status' }).click();
    await agent.getByText('Order placed successfully').waitFor();
    await settled(agent);
    await screenshot(agent, 'retail-pos', 'card-4-paid');
  });
});
