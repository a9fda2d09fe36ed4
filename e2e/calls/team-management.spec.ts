import { DEMO_PASSWORD, demoAccount, KNOWN_ORDERS } from '@backoffice/db/seed';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { choose, settled, signInAs } from '../orders/orders-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const MEMBER_MANAGER = 25;
const TEAM_LEADER = 6;
const OC_AGENT = 2;
const SALES = 12;
const NEW_AGENT = { name: 'Ishaan Bhat', email: 'ishaan.bhat@backoffice.test' };
const KNOWN_IDS = new Set<string>(Object.values(KNOWN_ORDERS).map((o) => o.order_random_id));

/** Signs a demo account in through the API (another person at another desk); answers the token. */
async function signInElsewhere(loginId: number): Promise<string> {
  const account = demoAccount(loginId);
  const response = await fetch(`${baseUrl}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: account.email,
      password: DEMO_PASSWORD,
      role: account.sign_in_role,
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const setStatus = (token: string, action_type: 1 | 2) =>
  fetch(`${baseUrl}/api/update-user-status/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ action_type }),
  });

/** The row of a table that names a text. */
const rowOf = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

describe.skipIf(skip)('team management', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the member manager (login 25) opens Members and adds an order-confirmation agent', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, MEMBER_MANAGER);
    await page.goto('/members-list');
    await page.getByRole('heading', { name: /^Members \(\d+\)$/ }).waitFor();
    await rowOf(page, 'Members', 'Priya Nair').getByRole('button', { name: 'Edit' }).waitFor();
    await rowOf(page, 'Members', 'Vikram Singh').getByText('Managed by an Admin').waitFor();
    await screenshot(page, 'team', 'members-1-list');

    await page.getByRole('button', { name: 'Add Member' }).click();
    const form = page.getByRole('dialog', { name: 'Add Member' });
    await form.getByRole('button', { name: 'Create member' }).click();
    await form.getByText('Name is Required!').waitFor();
    await form.getByRole('textbox', { name: 'Name' }).fill(NEW_AGENT.name);
    await form.getByRole('textbox', { name: 'E-mail' }).fill(NEW_AGENT.email);
    await form.getByRole('textbox', { name: 'Contact number' }).fill('9845099001');
    await form.getByRole('textbox', { name: 'Password' }).fill('Welcome@123');
    // The pills field sits under Mantine's input box, which takes the click as a person's would.
    await form.getByRole('textbox', { name: 'Roles' }).click({ force: true });
    await page.getByRole('option', { name: 'OC', exact: true }).click();
    await page.getByRole('option', { name: 'CET', exact: true }).click();
    await form.getByRole('textbox', { name: 'Name' }).click();
    await settled(page);
    await screenshot(page, 'team', 'members-2-add-form');
    await form.getByRole('button', { name: 'Create member' }).click();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('textbox', { name: 'Search members' }).fill('ishaan');
    await page.waitForURL((url) => url.searchParams.get('search') === 'ishaan');
    await rowOf(page, 'Members', 'Priya Nair').waitFor({ state: 'detached' });
    const added = rowOf(page, 'Members', NEW_AGENT.email);
    await added.getByText('Active').waitFor();
    // The header's row and the new agent's.
    expect(await page.getByRole('table', { name: 'Members' }).getByRole('row').count()).toBe(2);
    await screenshot(page, 'team', 'members-3-added');
    await page.context().close();
  });

  it('a Team Leader (login 6) watches who is Working and on Break, and reads a day of activity', async () => {
    await signInElsewhere(OC_AGENT);
    const sales = await signInElsewhere(SALES);
    expect((await setStatus(sales, 1)).status).toBe(200);
    try {
      const page = await newPage(browser, baseUrl);
      await signInAs(page, TEAM_LEADER);
      await page.goto('/activity-status-cet-sales');
      await rowOf(page, 'Team activity', 'Priya Nair')
        .getByText('Working', { exact: true })
        .waitFor();
      await rowOf(page, 'Team activity', 'Pooja Gupta')
        .getByText('Break', { exact: true })
        .waitFor();
      await screenshot(page, 'team', 'activity-1-board');

      await page.getByRole('radiogroup', { name: 'Team' }).getByText('Sales').click();
      await page.waitForURL((url) => url.searchParams.get('team') === 'sales');
      await rowOf(page, 'Team activity', 'Priya Nair').waitFor({ state: 'detached' });
      await rowOf(page, 'Team activity', 'Pooja Gupta').waitFor();
      // The header's row and Pooja's.
      expect(
        await page.getByRole('table', { name: 'Team activity' }).getByRole('row').count(),
      ).toBe(2);
      await screenshot(page, 'team', 'activity-2-sales');

      await page.goto('/list-cets');
      const priya = rowOf(page, 'CETs', 'Priya Nair');
      await priya.getByText('Working', { exact: true }).waitFor();
      await screenshot(page, 'team', 'list-cets-1');
      await priya.getByRole('button', { name: 'Activity' }).click();
      const day = page.getByRole('dialog', { name: 'Activity of Priya Nair' });
      await day.getByRole('table', { name: 'Working periods' }).getByText('In progress').waitFor();
      await settled(page);
      await screenshot(page, 'team', 'list-cets-2-activity');
      await page.context().close();
    } finally {
      // Other specs sign the Sales account in and expect it Working.
      await setStatus(sales, 2);
    }
  });

  it("a Team Leader gives a cart of Priya's to the new agent, whose list then shows it", async () => {
    const page = await newPage(browser, baseUrl);
    const { platform } = await signInAs(page, TEAM_LEADER);
    await page.goto(`/order-confirmation-team/${platform}/new`);
    await choose(page.locator('main'), 'Agent', `Priya Nair (${OC_AGENT})`);
    await page.waitForURL(
      (url) => url.pathname === `/order-confirmation-team/${OC_AGENT}/${platform}/new`,
    );
    const orders = page.getByRole('table', { name: 'Orders' });
    // Wait for the agent's own list to replace the team's: every row is Priya's.
    await expect
      .poll(async () => new Set(await orders.locator('tbody tr td:last-child').allTextContents()))
      .toEqual(new Set(['Priya Nair']));
    const ids = await orders.getByRole('link').allTextContents();
    const orderId = ids.filter((id) => !KNOWN_IDS.has(id)).at(-1);
    if (!orderId) throw new Error("No order of Priya's to reassign");

    await orders.getByRole('link', { name: orderId }).click();
    await page.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
    const priyasCart = page
      .getByRole('region', { name: /^Cart \d+$/ })
      .filter({ hasText: 'Priya Nair' })
      .filter({ hasText: 'New Order' })
      .first();
    const cartName = (await priyasCart.getAttribute('aria-label')) ?? '';
    const cartId = cartName.replace(/^Cart /, '');
    const cart = page.getByRole('region', { name: cartName, exact: true });
    // The lists hold one row per cart: an order may keep another of Priya's carts in her list.
    const cartRow = orders
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: cartId, exact: true }) });
    await cart.getByRole('button', { name: 'Cart actions' }).click();
    await page.getByRole('menuitem', { name: 'Assign to agent' }).click();
    const popup = page.getByRole('dialog', { name: 'Assign to agent' });
    await popup
      .getByRole('table', { name: 'Agents of the carts' })
      .getByText('Priya Nair')
      .first()
      .waitFor();
    await popup.getByRole('textbox', { name: 'Agent' }).click();
    await page.getByRole('option', { name: new RegExp(`^${NEW_AGENT.name} \\(\\d+\\)$`) }).click();
    await popup.getByRole('textbox', { name: /Comment/ }).fill('Priya is on leave today');
    await settled(page);
    await screenshot(page, 'team', 'assign-1-popup');
    await popup.getByRole('button', { name: 'Assign' }).click();
    await popup.waitFor({ state: 'detached' });
    await page.getByText('Assigned to Ishaan Bhat').first().waitFor();
    await cart.getByText(NEW_AGENT.name).waitFor();
    await screenshot(page, 'team', 'assign-2-order-page');

    await page.goto(`/order-confirmation-team/${platform}/new`);
    await page.getByRole('textbox', { name: 'Agent' }).click();
    await page.getByRole('option', { name: new RegExp(`^${NEW_AGENT.name} \\(\\d+\\)$`) }).click();
    await page.getByText(/^Showing the carts of Ishaan Bhat/).waitFor();
    await cartRow.getByRole('link', { name: orderId }).waitFor();
    await screenshot(page, 'team', 'assign-3-agent-list');

    // Priya's list no longer holds the cart.
    await choose(page.locator('main'), 'Agent', `Priya Nair (${OC_AGENT})`);
    await page.getByText(/^Showing the carts of Priya Nair/).waitFor();
    await expect
      .poll(async () =>
        (await orders.locator('tbody tr td:last-child').allTextContents()).every(
          (agent) => agent === 'Priya Nair',
        ),
      )
      .toBe(true);
    await cartRow.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
