import { KNOWN_ORDERS } from '@backoffice/db/seed';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { signInAs } from './orders-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const { confirmed, unassigned } = KNOWN_ORDERS;
const TEAM_LEADER = 6;

describe.skipIf(skip)('a Team Leader searches inside a work list', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds an order of the New list by mobile, finds nothing of another tab, and clears', async () => {
    const page = await newPage(browser, baseUrl);
    const { platform } = await signInAs(page, TEAM_LEADER);
    const newList = `/order-confirmation-team/${platform}/new`;
    await page.goto(newList);
    const orders = page.getByRole('table', { name: 'Orders' });
    await orders.locator('tbody tr').first().waitFor();

    const box = page.getByRole('textbox', { name: 'Search this list' });
    await box.fill(unassigned.mobile);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === newList && url.searchParams.get('search') === unassigned.mobile,
    );
    await orders.getByRole('link', { name: unassigned.order_random_id }).waitFor();
    await expect.poll(() => orders.locator('tbody tr').count()).toBe(1);
    await screenshot(page, 'orders', 'list-search-1-hit');

    await box.fill(confirmed.order_random_id);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No Orders Found...').waitFor();

    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL((url) => url.pathname === newList && url.search === '');
    await expect.poll(() => orders.locator('tbody tr').count()).toBeGreaterThan(1);
    expect(await box.inputValue()).toBe('');
    await page.context().close();
  });
});
