import { KNOWN_ORDERS } from '@backoffice/db/seed';
import { orderPagePath } from '@backoffice/domain/orders';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settled, signInAs } from '../orders/orders-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
// Confirmed and paid, with open helpdesk tickets and no escalation in the demo.
const { confirmed, multiCart } = KNOWN_ORDERS;
const CET_AGENT = 4;
const TEAM_LEADER = 6;

/** Picks an option of a Select by its exact label ("Reason" is not "Sub Reason"). */
async function choose(scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

describe.skipIf(skip)('an agent raises an escalation and follows it on /escalations', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('raises one from the order page, finds it in the list and opens its details', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, CET_AGENT);
    await page.goto(orderPagePath(confirmed.order_random_id));
    await page.getByRole('heading', { name: `Order ${confirmed.order_random_id}` }).waitFor();

    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Escalation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Raise Escalation' });
    await dialog.getByRole('button', { name: 'Create Escalation' }).click();
    await dialog.getByText('Please select atleast 1 product').waitFor();
    await dialog.getByText('Reason is Required!').waitFor();
    await settled(page);
    await screenshot(page, 'escalations', '1-form-required');

    await choose(dialog, 'Channel', 'Social Media');
    await choose(dialog, 'Reason', 'Delivery Delay');
    await choose(dialog, 'Sub Reason', 'Promised delivery date missed');
    await choose(dialog, 'Warehouse', 'Bhiwandi Warehouse (Bhiwandi)');
    await dialog.getByRole('textbox', { name: 'Tickets' }).click();
    await page
      .getByRole('option', { name: /Need the bed delivered before the housewarming/ })
      .click();
    await dialog.getByRole('textbox', { name: 'Tickets' }).press('Escape');
    await dialog.getByRole('checkbox').first().check();
    await screenshot(page, 'escalations', '2-form-filled');

    await dialog.getByRole('button', { name: 'Create Escalation' }).click();
    await dialog.getByText(`Raise an escalation on order ${confirmed.order_random_id}?`).waitFor();
    await screenshot(page, 'escalations', '3-confirm');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Escalation Created!').waitFor();

    await page.getByRole('button', { name: 'Comments' }).click();
    const comments = page.getByRole('dialog', {
      name: `Comments of order ${confirmed.order_random_id}`,
    });
    const note = comments.getByText(/^Escalation \d+ raised via Social Media: Delivery Delay/);
    await note.waitFor();
    const escalationId = /^Escalation (\d+)/.exec((await note.textContent()) ?? '')?.[1];
    expect(escalationId).toBeDefined();
    await comments.getByRole('button', { name: 'Close' }).click();

    await page.goto('/escalations');
    const table = page.getByRole('table', { name: 'Escalations' });
    await table.getByRole('link', { name: KNOWN_ORDERS.instructionsDue.order_random_id }).waitFor();
    await screenshot(page, 'escalations', '4-list');

    await page.getByRole('textbox', { name: 'Order Id' }).fill(confirmed.order_random_id);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('order') === confirmed.order_random_id);
    // The previous page stays on screen until the filtered one arrives (the header is a row too).
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    const row = table.getByRole('row').filter({ hasText: confirmed.order_random_id });
    await row.getByText('Promised delivery date missed').waitFor();
    await row.getByText('Open', { exact: true }).waitFor();
    await screenshot(page, 'escalations', '5-list-filtered');

    await row.getByRole('button', { name: `Details of escalation ${escalationId}` }).click();
    await page.waitForURL((url) => url.searchParams.get('escalation') === escalationId);
    const details = page.getByRole('dialog', { name: `Escalation #${escalationId}` });
    await details.getByText('Bhiwandi Warehouse (Bhiwandi)').waitFor();
    await details.getByText('Need the bed delivered before the housewarming').waitFor();
    await details.getByText('Escalation raised').waitFor();
    await settled(page);
    await screenshot(page, 'escalations', '6-details');
    await page.context().close();
  });

  it("switches a product of the marketplace order's open escalation for another cart", async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, TEAM_LEADER);
    await page.goto(`/escalations?order=${multiCart.order_random_id}`);
    const table = page.getByRole('table', { name: 'Escalations' });
    const row = table.getByRole('row').filter({ hasText: multiCart.order_random_id });
    await row.getByRole('button', { name: /^Details of escalation/ }).click();
    const details = page.getByRole('dialog', { name: /^Escalation #\d+$/ });
    const products = details.getByRole('table', { name: 'Escalated products' });
    const first =
      (await products.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '';
    await details.getByRole('button', { name: `Switch cart ${first}` }).click();
    await details.getByRole('textbox', { name: 'New cart', exact: true }).click();
    const option = page.getByRole('option', { name: /Confirmed$/ });
    const second = ((await option.textContent()) ?? '').split(' · ')[0] ?? '';
    await option.click();
    await settled(page);
    await screenshot(page, 'escalations', '7-switch-form');
    await details.getByRole('button', { name: 'Switch cart', exact: true }).click();
    await page.getByText('Updated Successfully!').waitFor();
    await details.getByText(`Products: ${first} → ${second}`).waitFor();
    await products.getByRole('cell', { name: second, exact: true }).waitFor();
    expect(await products.getByRole('cell', { name: first, exact: true }).count()).toBe(0);
    await screenshot(page, 'escalations', '8-switched');
    await page.context().close();
  });
});
