import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { signInAs } from './orders-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const TEAM_LEADER = 6;
const COLUMNS = [
  'Order Id',
  'Cart Id',
  'Customer',
  'Mobile',
  'Pincode',
  'Item',
  'Qty',
  'Price',
  'Payment',
  'Status',
  'Created',
  'Agent',
];

/** What a person sees of the work list's table at the page's current size and scroll. */
function measure(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('table[aria-label="Orders"]');
    if (!table) throw new Error('no Orders table');
    const rows = Array.from(table.querySelectorAll<HTMLElement>('tbody tr'));
    const heights = rows.map((row) => row.getBoundingClientRect().height);
    const headerBottom = table.querySelector('thead')?.getBoundingClientRect().bottom ?? 0;
    const inView = rows.filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= headerBottom - 1 && box.bottom <= window.innerHeight;
    }).length;
    const headers = Array.from(table.querySelectorAll<HTMLElement>('thead th'));
    const badges = Array.from(table.querySelectorAll<HTMLElement>('tbody .mantine-Badge-label'));
    return {
      overflowX: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      // The selection column's header is a checkbox with no text.
      headersInView: headers
        .filter((th) => th.getBoundingClientRect().right <= window.innerWidth)
        .map((th) => th.textContent)
        .filter((text) => text !== ''),
      inView,
      oneLineRows: heights.filter((height) => height <= 40).length,
      rowCount: rows.length,
      clippedBadges: badges.filter((label) => label.scrollWidth > label.clientWidth + 1).length,
    };
  });
}

describe.skipIf(skip)('the work list as one compact table', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('fits every column at 1366 and 1280 px and shows 20 or more carts on one screen', async () => {
    const page = await newPage(browser, baseUrl);
    const { platform } = await signInAs(page, TEAM_LEADER);
    await page.goto(`/order-confirmation-team/${platform}/new`);
    const orders = page.getByRole('table', { name: 'Orders' });
    await orders.locator('tbody tr').nth(19).waitFor();
    await screenshot(page, 'orders', 'table-1-work-list-1366');

    // Scrolled to the table, its header sticks under the console's header.
    await orders.locator('thead').evaluate((head) => {
      window.scrollTo(0, head.getBoundingClientRect().top + window.scrollY);
    });
    const wide = await measure(page);
    expect(wide.overflowX).toBeLessThanOrEqual(0);
    expect(wide.headersInView).toEqual(COLUMNS);
    expect(wide.inView).toBeGreaterThanOrEqual(20);
    // One line per cart; only a long status with its flags may take a second one.
    expect(wide.oneLineRows).toBeGreaterThanOrEqual(wide.rowCount - 2);
    expect(wide.clippedBadges).toBe(0);
    await screenshot(page, 'orders', 'table-2-work-list-scrolled');

    await page.setViewportSize({ width: 1280, height: 900 });
    const narrow = await measure(page);
    expect(narrow.overflowX).toBeLessThanOrEqual(0);
    expect(narrow.headersInView).toEqual(COLUMNS);
    expect(narrow.clippedBadges).toBe(0);
    await screenshot(page, 'orders', 'table-3-work-list-1280');
    await page.context().close();
  });

  it('moves with j and k, opens a cart with Enter and keeps the chosen columns', async () => {
    const page = await newPage(browser, baseUrl);
    const { platform } = await signInAs(page, TEAM_LEADER);
    await page.goto(`/order-confirmation-team/${platform}/new`);
    const orders = page.getByRole('table', { name: 'Orders' });
    const rows = orders.locator('tbody tr');
    await rows.nth(2).waitFor();

    // The first cell is the selection checkbox and the second the order's link: click the cart id.
    await rows.nth(0).locator('td').nth(2).click();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    const second = (await rows.nth(1).locator('td').nth(1).innerText()).split(/\s/)[0];
    expect(await rows.nth(1).evaluate((row) => row === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/ORDER${second}`);

    await page.goBack();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Pincode' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => orders.locator('thead th').allTextContents()).not.toContain('Pincode');
    await page.reload();
    await rows.nth(0).waitFor();
    expect(await orders.locator('thead th').allTextContents()).not.toContain('Pincode');
    await screenshot(page, 'orders', 'table-4-without-pincode');
    await page.context().close();
  });
});
