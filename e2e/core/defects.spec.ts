import { randomUUID } from 'node:crypto';
import { KNOWN_ORDERS } from '@backoffice/db/seed';
import { CONSOLE_HEADER, CONSOLE_HEADER_VALUE } from '@backoffice/domain/identity';
import { ADDRESS_LENGTHS, orderStatus, PDD_STAGES, STATUS } from '@backoffice/domain/orders';
import { IDEMPOTENCY_HEADER } from '@backoffice/domain/sales/payments';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { choose, onlyCart, settled, signInAs } from '../orders/orders-session';
import { openAction, openOrder } from '../sales/payments-session';
import { pick, placeOnlineOrder, readyPicker } from '../sales/place-order-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const { confirmed } = KNOWN_ORDERS;
const CET_AGENT = 4;
const CONSOLE = { [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE };
/** What the console says when a call gets no answer at all. */
const NETWORK_DOWN = 'Cannot reach the server. Check the network and try again.';
const PDD_TIME = /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, \d\d:\d\d:\d\d [ap]m UTC$/;

/** Opens the order page's Comments popup and answers it once its form and list are there. */
async function openComments(page: Page, orderRandomId: string) {
  await page.getByRole('button', { name: 'Comments' }).click();
  const comments = page.getByRole('dialog', { name: `Comments of order ${orderRandomId}` });
  await comments.getByRole('textbox', { name: 'Comment' }).waitFor();
  await comments
    .getByRole('list', { name: 'Comments' })
    .or(comments.getByText('No comments yet'))
    .waitFor();
  return comments;
}

/** Changes a cart's status through the API, as another agent at another desk would. */
async function changeStatusElsewhere(page: Page, orderRandomId: string, target: number) {
  const order = await page.request.get(`/api/backend-orders/${orderRandomId}/`);
  expect(order.status()).toBe(200);
  const [cart] = (await order.json()).carts as { cart_pid: number; version: number }[];
  if (!cart) throw new Error(`Order ${orderRandomId} has no cart`);
  const changed = await page.request.post('/api/update-order/', {
    headers: { ...CONSOLE, [IDEMPOTENCY_HEADER]: randomUUID() },
    data: {
      cart_pid: cart.cart_pid,
      version: cart.version,
      orm_order_status: target,
      comment: 'Customer did not pick up, will call again',
    },
  });
  expect(changed.status()).toBe(200);
  expect((await changed.json()).success).toBe(true);
}

describe.skipIf(skip)('the defects of the work lists stay fixed', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('3. closes an open popup when the session ends, and goes home to sign in', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, CET_AGENT);
    await openOrder(page, confirmed.order_random_id);
    const comments = await openComments(page, confirmed.order_random_id);
    await comments.getByRole('textbox', { name: 'Comment' }).fill('Customer asked for a call');

    // The session ends outside this page (signed out elsewhere); the page learns it on its next call.
    const loggedOut = await page.request.post('/api/logout/', { headers: CONSOLE });
    expect(loggedOut.status()).toBe(200);
    await comments.getByRole('button', { name: 'Add comment' }).click();

    await comments.waitFor({ state: 'detached' });
    // Logout actions go home (spec 000 section 4), where a signed-out person starts to sign in.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'External User' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'defects', 'defect-3-popup-closed-on-sign-out');
    await page.context().close();
  });

  it('4. keeps digits only and the domain lengths in Edit Customer, and a long address fits', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, CET_AGENT);
    const orderRandomId = await placeOnlineOrder(page);
    await openOrder(page, orderRandomId);
    const dialog = await openAction(page, page, 'More actions', 'Edit Customer / Shipping Address');

    const mobile = dialog.getByRole('textbox', { name: /^Mobile Number/ });
    await mobile.clear();
    await mobile.pressSequentially('98x76y51z23a46');
    expect(await mobile.inputValue()).toBe('9876512346');
    const pincode = dialog.getByRole('textbox', { name: 'Pin Code' });
    await pincode.clear();
    await pincode.pressSequentially('5a6b0c0d2e5');
    expect(await pincode.inputValue()).toBe('560025');
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'City' }).inputValue())
      .not.toBe('');

    const firstName = dialog.getByRole('textbox', { name: 'First Name' });
    const typedName = 'Venkata Lakshmi Narasimha Raghavendra Subrahmanya Sastry';
    expect(typedName.length).toBeGreaterThan(ADDRESS_LENGTHS.nameMax);
    await firstName.clear();
    await firstName.pressSequentially(typedName);
    const keptName = typedName.slice(0, ADDRESS_LENGTHS.nameMax);
    expect(await firstName.inputValue()).toBe(keptName);

    const longAddress = 'Flat 1204, Tower C, Prestige Shantiniketan, Whitefield Main Road, Hoodi, '
      .repeat(10)
      .slice(0, ADDRESS_LENGTHS.addressMax)
      .trim();
    await dialog.getByRole('textbox', { name: /^Address/ }).fill(longAddress);
    await settled(page);
    await screenshot(page, 'defects', 'defect-4a-edit-customer');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 1366, height: 900 });
    const shipping = page.getByRole('region', { name: 'Shipping address' });
    await shipping.getByText(longAddress, { exact: true }).waitFor();
    await shipping.getByText(keptName.trim()).waitFor();
    await shipping.getByText('9876512346', { exact: true }).waitFor();
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
    await screenshot(page, 'defects', 'defect-4b-long-address-saved');
    await page.context().close();
  });

  it('5. labels the PDD Breakdown times UTC', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, CET_AGENT);
    await openOrder(page, confirmed.order_random_id);
    const dialog = await openAction(page, onlyCart(page), 'Cart actions', 'PDD Breakdown');
    const table = dialog.getByRole('table', { name: 'PDD breakdown' });
    await table.getByRole('row').filter({ hasText: PDD_STAGES[0].label }).waitFor();

    let times = 0;
    for (const stage of PDD_STAGES) {
      const row = table.getByRole('row').filter({ hasText: stage.label });
      const [label, ...shown] = await row.getByRole('cell').allTextContents();
      expect(label).toBe(stage.label);
      for (const time of shown.filter((text) => text !== '-')) {
        expect(time).toMatch(PDD_TIME);
        times += 1;
      }
    }
    expect(times).toBeGreaterThan(0);
    await settled(page);
    await screenshot(page, 'defects', 'defect-5-pdd-utc');
    await page.context().close();
  });

  it("6. never says 'Nothing to pay' in Cart Edit while an extra payment is due", async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, CET_AGENT);
    const orderRandomId = await placeOnlineOrder(page);
    await openOrder(page, orderRandomId);
    const cart = onlyCart(page);
    const popup = await openAction(page, cart, 'Cart actions', 'Modify cart');
    await popup.getByRole('link', { name: 'Open Cart Edit' }).click();
    await page.waitForURL(/\/cart-edit\/0\/\d+\/$/);

    const section = page.getByRole('region', { name: 'New item' });
    const picker = await readyPicker(section);
    await expect
      .poll(() => picker.getByRole('textbox', { name: 'Breadth' }).inputValue())
      .toBe('36 in');
    await pick(picker, 'Breadth', '48 in');
    await pick(picker, 'Height', '6 in');
    await picker.getByRole('button', { name: 'Check Availability' }).click();
    await section.getByText(/^Extra payment: ₹/).waitFor();
    await section.getByRole('button', { name: 'Use this item' }).click();

    // No Payment Via chosen yet: the balance is still due.
    const change = page.getByRole('region', { name: 'Change' });
    await change.getByText(/^Price difference: extra payment of ₹[\d,]+\.\d\d$/).waitFor();
    await change
      .getByText(/^An extra payment of ₹[\d,]+\.\d\d is due: choose how the customer pays it\.$/)
      .waitFor();
    expect(await page.getByText('Nothing to pay either way.').count()).toBe(0);
    await screenshot(page, 'defects', 'defect-6a-payment-due');

    await change.getByRole('radio', { name: 'ONLINE' }).check();
    await expect
      .poll(() => change.getByRole('textbox', { name: 'Payment Via' }).inputValue())
      .toBe('Juspay');
    await change.getByText(/^A payment link of ₹[\d,]+\.\d\d is sent/).waitFor();
    expect(await page.getByText('Nothing to pay either way.').count()).toBe(0);
    await screenshot(page, 'defects', 'defect-6b-payment-link');
    await page.context().close();
  });

  it('11. keeps the status dialog and its text on a stale write, and saves after Reload', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, CET_AGENT);
    const orderRandomId = await placeOnlineOrder(page);
    await openOrder(page, orderRandomId);
    const cart = onlyCart(page);
    await cart.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: /^Change status of cart/ });
    await choose(dialog, 'New status', 'Confirmed');
    const comment = dialog.getByRole('textbox', { name: 'Comment' });
    const typed = 'Customer confirmed the address on call';
    await comment.fill(typed);

    await changeStatusElsewhere(page, orderRandomId, STATUS.CALL_NOT_CONNECTED);
    await dialog.getByRole('button', { name: 'Update status' }).click();
    const conflict = dialog.getByRole('alert').filter({ hasText: 'Changed by someone else' });
    await conflict.waitFor();
    expect(await comment.inputValue()).toBe(typed);
    expect(await dialog.getByRole('textbox', { name: 'New status' }).inputValue()).toBe(
      'Confirmed',
    );
    await cart.getByText(orderStatus(STATUS.CALL_NOT_CONNECTED).label, { exact: true }).waitFor();
    await settled(page);
    await screenshot(page, 'defects', 'defect-11a-conflict');

    await conflict.getByRole('button', { name: 'Reload' }).click();
    await conflict.waitFor({ state: 'detached' });
    expect(await comment.inputValue()).toBe(typed);
    await dialog.getByRole('button', { name: 'Update status' }).click();
    await dialog.waitFor({ state: 'detached' });
    await cart.getByText('Confirmed', { exact: true }).waitFor();
    await screenshot(page, 'defects', 'defect-11b-saved-after-reload');
    await page.context().close();
  });

  it('15. tells a person the network is down and keeps what they typed', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, CET_AGENT);
    const orderRandomId = await placeOnlineOrder(page);
    await openOrder(page, orderRandomId);
    const comments = await openComments(page, orderRandomId);
    const box = comments.getByRole('textbox', { name: 'Comment' });
    const typed = 'Customer wants delivery after 6 pm';
    await box.fill(typed);

    const addComment = (url: URL) => url.pathname === '/api/update-universal-order-comments/';
    await page.route(addComment, (route) => route.abort('internetdisconnected'));
    await comments.getByRole('button', { name: 'Add comment' }).click();
    await page.getByText(NETWORK_DOWN, { exact: true }).waitFor();
    expect(await box.inputValue()).toBe(typed);
    await settled(page);
    await screenshot(page, 'defects', 'defect-15a-network-down');

    await page.unroute(addComment);
    await comments.getByRole('button', { name: 'Add comment' }).click();
    await comments.getByRole('list', { name: 'Comments' }).getByText(typed).waitFor();
    expect(await box.inputValue()).toBe('');
    await settled(page);
    await screenshot(page, 'defects', 'defect-15b-comment-added');
    await page.context().close();
  });
});
