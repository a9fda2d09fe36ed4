import { KNOWN_ORDERS } from '@backoffice/db/seed';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settled, signInAs } from '../orders/orders-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const { confirmed, multiCart } = KNOWN_ORDERS;
const CET_AGENT = 4;
const TEAM_LEADER = 6;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element is not on the screen');
  return found;
}

describe.skipIf(skip)("the console's frame stays out of the work's way", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the sticky Back button under the header and the Dialer in the header', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, CET_AGENT);
    await page.goto(`/ORDER${confirmed.order_random_id}`);
    await page.getByRole('heading', { name: `Order ${confirmed.order_random_id}` }).waitFor();
    const header = page.locator('header');
    // The Dialer is a header button: nothing floats over the page until the agent opens it.
    await header.getByRole('button', { name: 'Dialer' }).waitFor();
    expect(await page.getByRole('region', { name: 'Dialer panel' }).count()).toBe(0);

    await page.setViewportSize({ width: 1366, height: 500 });
    await page.mouse.wheel(0, 600);
    const back = page.locator('button[data-sticky]');
    await back.waitFor();
    const brand = header.getByRole('link').first();
    const headerBox = await box(header);
    const backBox = await box(back);
    expect(backBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    await brand.click();
    await page.waitForURL((url) => url.pathname === '/');
    await settled(page);
    await screenshot(page, 'core', 'frame-1-home-after-back');
    await page.context().close();
  });

  it('explains Access Forbidden and offers a way back', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, CET_AGENT);
    await page.goto('/refund-list');
    await page.getByRole('heading', { name: 'Access Forbidden' }).waitFor();
    await page.getByText(/Your role cannot open this screen/).waitFor();
    await screenshot(page, 'core', 'frame-2-forbidden');
    await page.getByRole('link', { name: 'Go to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it('never clips a status badge in Universal Search', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, TEAM_LEADER);
    await page.goto(`/order-search?search=${multiCart.mobile}`);
    const found = page.getByRole('table', { name: 'Orders found' });
    await found.getByRole('link', { name: multiCart.order_random_id }).first().waitFor();
    const clipped = await found
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) =>
        labels
          .filter((label) => label.scrollWidth > label.clientWidth + 1)
          .map((label) => label.textContent),
      );
    expect(clipped).toEqual([]);
    await page.context().close();
  });
});
