import { KNOWN_ORDERS } from '@backoffice/db/seed';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { changeStatus, onlyCart, signInAs } from './orders-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const { instructionsDue } = KNOWN_ORDERS;

describe.skipIf(skip)('a relationship-team agent works the Instructions Due list', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lands on Instructions Due, moves a delivered order to Feedback Due, and the tabs follow', async () => {
    const page = await newPage(browser, baseUrl);
    const { platform } = await signInAs(page, 3);
    const dueList = `/relationship-team/${platform}/instructions-due`;
    await page.waitForURL((url) => url.pathname === dueList);
    const dueTab = page.getByRole('tab', { name: /^Instructions Due \d+$/ });
    expect(await dueTab.getAttribute('aria-selected')).toBe('true');
    // The tab reads "Instructions Due 12": its label, then its count.
    const dueBefore = Number(/(\d+)$/.exec((await dueTab.textContent())?.trim() ?? '')?.[1]);
    const orders = page.getByRole('table', { name: 'Orders' });
    await orders.getByRole('link', { name: instructionsDue.order_random_id }).waitFor();
    await screenshot(page, 'orders', 'rt-1-instructions-due');

    await orders.getByRole('link', { name: instructionsDue.order_random_id }).click();
    await page.getByRole('heading', { name: `Order ${instructionsDue.order_random_id}` }).waitFor();
    await changeStatus(page, onlyCart(page), {
      to: 'Feedback Due',
      comment: 'Installation instructions explained on call',
    });
    await onlyCart(page).getByText('Feedback Due', { exact: true }).waitFor();
    await screenshot(page, 'orders', 'rt-2-feedback-due');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === dueList);
    await page
      .getByRole('tab', { name: `Instructions Due ${dueBefore - 1}`, exact: true })
      .waitFor();
    expect(await orders.getByRole('link', { name: instructionsDue.order_random_id }).count()).toBe(
      0,
    );
    await page.getByRole('tab', { name: /^Feedback Due \d+$/ }).click();
    await orders.getByRole('link', { name: instructionsDue.order_random_id }).waitFor();
    await screenshot(page, 'orders', 'rt-3-feedback-list');
    await page.context().close();
  });
});
