import { KNOWN_ORDERS } from '@backoffice/db/seed';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { changeStatus, onlyCart, settled, signInAs } from './orders-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const { newOrder, holdable } = KNOWN_ORDERS;

describe.skipIf(skip)('an order-confirmation agent works the New list', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('confirms one order, holds another with a reason, comments and reads the history', async () => {
    const page = await newPage(browser, baseUrl);
    const { platform } = await signInAs(page, 2);
    const newList = `/order-confirmation-team/${platform}/new`;
    await page.waitForURL((url) => url.pathname === newList);
    const newTab = page.getByRole('tab', { name: /^New Order \d+$/ });
    expect(await newTab.getAttribute('aria-selected')).toBe('true');
    const orders = page.getByRole('table', { name: 'Orders' });
    await orders.getByRole('link', { name: newOrder.order_random_id }).waitFor();
    await screenshot(page, 'orders', 'oc-1-new-list');

    await orders.getByRole('link', { name: newOrder.order_random_id }).click();
    await page.getByRole('heading', { name: `Order ${newOrder.order_random_id}` }).waitFor();
    await page.getByRole('region', { name: 'Customer' }).getByText(newOrder.name).waitFor();
    await screenshot(page, 'orders', 'oc-2-order-page');
    await changeStatus(page, onlyCart(page), {
      to: 'Confirmed',
      comment: 'Customer confirmed the address on call',
    });
    await onlyCart(page).getByText('Confirmed', { exact: true }).waitFor();
    await screenshot(page, 'orders', 'oc-3-confirmed');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === newList);
    await orders.getByRole('link', { name: holdable.order_random_id }).waitFor();
    expect(await orders.getByRole('link', { name: newOrder.order_random_id }).count()).toBe(0);

    await orders.getByRole('link', { name: holdable.order_random_id }).click();
    await page.getByRole('heading', { name: `Order ${holdable.order_random_id}` }).waitFor();
    await changeStatus(
      page,
      onlyCart(page),
      {
        to: 'Hold',
        reason: 'Customer Request',
        comment: 'Customer travelling, deliver after the 5th',
      },
      async () => {
        await settled(page);
        await screenshot(page, 'orders', 'oc-4-hold-popup');
      },
    );
    await onlyCart(page).getByText('Hold reason: Customer Request').waitFor();
    await screenshot(page, 'orders', 'oc-5-held');

    await page.getByRole('button', { name: 'Comments' }).click();
    const comments = page.getByRole('dialog', {
      name: `Comments of order ${holdable.order_random_id}`,
    });
    await comments.getByText('Customer travelling, deliver after the 5th').waitFor();
    await comments.getByRole('textbox', { name: 'Comment' }).fill('Called back, customer agreed');
    await comments.getByRole('button', { name: 'Add comment' }).click();
    await comments
      .getByRole('list', { name: 'Comments' })
      .getByText('Called back, customer agreed')
      .waitFor();
    await settled(page);
    await screenshot(page, 'orders', 'oc-6-comments');
    await comments.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Modification History' }).click();
    const history = page.getByRole('dialog', {
      name: `Modification history of order ${holdable.order_random_id}`,
    });
    await history.getByText('Status changed from New Order to Hold').waitFor();
    await history.getByText('Customer travelling, deliver after the 5th').first().waitFor();
    await settled(page);
    // Every column, the Why included, stays inside the dialog: long text wraps.
    const table = history.getByRole('table', { name: 'Modification history' });
    const [dialogBox, tableBox] = await Promise.all([history.boundingBox(), table.boundingBox()]);
    expect(dialogBox).not.toBeNull();
    expect(tableBox).not.toBeNull();
    if (dialogBox && tableBox) {
      expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
    }
    expect(await history.textContent()).not.toMatch(/[{}"]/);
    await screenshot(page, 'orders', 'oc-7-history');
    await page.context().close();
  });
});
