import { KNOWN_ORDERS } from '@backoffice/db/seed';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { choose, settled, signInAs } from './orders-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const { multiCart, unassigned } = KNOWN_ORDERS;
const TEAM_LEADER = 6;
const OC_AGENT = 2;

describe.skipIf(skip)('a Team Leader looks at an agent list and searches orders', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("views agent 2's New list through the agent route, on both platforms", async () => {
    const page = await newPage(browser, baseUrl);
    const { platform } = await signInAs(page, TEAM_LEADER);
    await page.goto(`/order-confirmation-team/${platform}/new`);
    const orders = page.getByRole('table', { name: 'Orders' });
    await orders.getByRole('link', { name: unassigned.order_random_id }).waitFor();
    await screenshot(page, 'orders', 'tl-1-new-list');

    await choose(page.locator('main'), 'Agent', `Priya Nair (${OC_AGENT})`);
    await page.waitForURL(
      (url) => url.pathname === `/order-confirmation-team/${OC_AGENT}/${platform}/new`,
    );
    await page.getByText(`Showing the carts of Priya Nair (login id ${OC_AGENT})`).waitFor();
    // The agent's page replaces the whole list once it arrives: every row is Priya's.
    await expect
      .poll(async () => new Set(await orders.locator('tbody tr td:last-child').allTextContents()))
      .toEqual(new Set(['Priya Nair']));
    expect(await orders.getByRole('link', { name: unassigned.order_random_id }).count()).toBe(0);
    await screenshot(page, 'orders', 'tl-2-agent-list');

    // The platform's radio buttons are visually hidden behind their labels, as in a person's view.
    await page.getByRole('radiogroup', { name: 'Platform' }).getByText('Affiliate').click();
    await page.waitForURL(
      (url) => url.pathname === `/order-confirmation-team/${OC_AGENT}/affiliate/new`,
    );
    await orders.getByRole('link', { name: multiCart.order_random_id }).waitFor();
    await screenshot(page, 'orders', 'tl-3-agent-affiliate-list');
    await page.context().close();
  });

  it('finds an order by mobile and by order id, and opens one by ?orderId=', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, TEAM_LEADER);
    await page.waitForURL((url) => url.pathname === '/order-search');
    const search = page.getByRole('button', { name: 'Search' });
    expect(await search.isDisabled()).toBe(true);
    await screenshot(page, 'orders', 'search-1-empty');

    const box = page.getByRole('textbox', { name: 'Search orders' });
    await box.fill(multiCart.mobile);
    await search.click();
    const found = page.getByRole('table', { name: 'Orders found' });
    const row = found.getByRole('row').filter({ hasText: multiCart.order_random_id });
    await row.getByRole('cell', { name: 'Mobile', exact: true }).waitFor();
    await screenshot(page, 'orders', 'search-2-by-mobile');

    await box.fill(`ORDER${multiCart.order_random_id}`);
    await search.click();
    await page.waitForURL(
      (url) => url.searchParams.get('search') === `order${multiCart.order_random_id.toLowerCase()}`,
    );
    await row.getByRole('cell', { name: 'Order id', exact: true }).waitFor();
    await screenshot(page, 'orders', 'search-3-by-order-id');

    await page.goto(`/order-search?orderId=${multiCart.order_random_id}&ucid=call-42`);
    await page.waitForURL((url) => url.pathname === `/ORDER${multiCart.order_random_id}`);
    await page.getByRole('heading', { name: `Order ${multiCart.order_random_id}` }).waitFor();
    await page.getByText('Call centre').waitFor();
    const carts = page.getByRole('region', { name: /^Cart \d+$/ });
    await carts.first().waitFor();
    expect(await carts.count()).toBe(multiCart.carts.length);
    await screenshot(page, 'orders', 'search-4-order-by-id');

    // Team Leader 6 may cancel: the order offers it; the popup asks why, and is left unused.
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel order ${multiCart.order_random_id}?` });
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await cancel.getByText('Reason is Required!').waitFor();
    await settled(page);
    await screenshot(page, 'orders', 'search-5-cancel-popup');
    await cancel.getByRole('button', { name: 'Keep order' }).click();
    await cancel.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
