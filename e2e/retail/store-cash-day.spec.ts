import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { choose, settled, signInAs } from '../orders/orders-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
// The demo's store BLR-IND-01 (packages/db/seed/retail): manager Lakshmi Rao (16), agents
// Suresh Patil (15, with sales to hand over and a hand-over of ₹7,500 in transit) and Naveen
// Kumar (28, no float yet).
const MANAGER = 16;
const AGENT = 15;
const OTHER_AGENT = 28;

/** The rupees of a cash figure as typed: '₹19,400.00' is '19400.00'. */
async function figureRupees(page: Page, label: string): Promise<string> {
  const text = (await page.getByRole('group', { name: label }).textContent()) ?? '';
  const match = /₹([\d,]+\.\d\d)/.exec(text);
  expect(match).not.toBeNull();
  return match![1]!.replaceAll(',', '');
}

/** Types a note count into a denomination counter. */
async function count(scope: Locator, notes: Record<string, number>): Promise<void> {
  for (const [note, pieces] of Object.entries(notes)) {
    await scope.getByRole('textbox', { name: `₹${note} notes` }).fill(String(pieces));
  }
}

/** Answers the confirm prompt ('Are you sure want to confirm?'). */
async function confirmPrompt(page: Page, shot?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await dialog.getByText(/^Are you sure want to confirm\?/).waitFor();
  if (shot) {
    await settled(page);
    await screenshot(page, 'retail', shot);
  }
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const toast = (page: Page, message: string) =>
  page.getByText(message, { exact: true }).first().waitFor();

describe.skipIf(skip)("a store's day of cash, from float to bank", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('runs in the browser by a manager and two agents', async () => {
    // The manager starts the day with the banking cash counted, and issues a float.
    const manager = await newPage(browser, baseUrl);
    await signInAs(manager, MANAGER);
    await manager.getByRole('button', { name: 'Profile menu' }).click();
    await manager.getByRole('menuitem', { name: 'Start Session' }).click();
    await manager.waitForURL(/\/rm-session-dashboard$/);
    await manager.getByText('Welcome, Lakshmi Rao').waitFor();
    const opening = await figureRupees(manager, 'Banking Cash at Store');
    await manager.getByRole('textbox', { name: 'Start Today Session' }).fill(opening);
    await screenshot(manager, 'retail', 'cash-1-session-dashboard');
    await manager.getByRole('button', { name: 'Confirm' }).click();
    await confirmPrompt(manager);
    await manager.getByText("Today's session has started.").waitFor();
    expect(await manager.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);

    await manager.goto('/daily-cash-report-rm');
    const activity = manager.getByRole('table', { name: 'Store Activity' });
    await activity.getByRole('button', { name: 'Issue float to Naveen Kumar' }).click();
    const issue = manager.getByRole('dialog', { name: 'Issue Float to Naveen Kumar' });
    await issue.getByRole('textbox', { name: 'Float Amount' }).fill('500');
    await issue.getByRole('button', { name: 'Issue' }).click();
    await issue.waitFor({ state: 'detached' });
    await toast(manager, 'Success.');

    // The other agent accepts the float.
    const otherAgent = await newPage(browser, baseUrl);
    await signInAs(otherAgent, OTHER_AGENT);
    await otherAgent.goto('/daily-cash-report-ra');
    const float = otherAgent.getByRole('group', { name: 'Float' });
    await float.getByText('₹500.00').waitFor();
    await screenshot(otherAgent, 'retail', 'cash-2-agent-float-issued');
    await float.getByRole('button', { name: 'Accept' }).click();
    await float.getByText('Accepted').waitFor();

    // The agent starts a session, counts notes and hands them to the manager.
    const agent = await newPage(browser, baseUrl);
    await signInAs(agent, AGENT);
    await agent.getByRole('button', { name: 'Profile menu' }).click();
    await agent.getByRole('menuitem', { name: 'Start Session' }).click();
    await toast(agent, 'Success.');
    await agent.goto('/daily-cash-report-ra');
    await agent.getByRole('table', { name: 'Orders' }).waitFor();
    const confirm = agent.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await count(agent.locator('body'), { '2000': 2, '500': 1 });
    await agent.getByText('Total: ₹4,500.00').waitFor();
    await choose(agent.locator('body'), 'Retail Manager', 'Lakshmi Rao');
    await screenshot(agent, 'retail', 'cash-3-agent-report-counted');
    await confirm.click();
    await confirmPrompt(agent, 'cash-4-agent-confirm');
    await toast(agent, 'Submited Successfully.');
    await agent.getByText('Total: ₹0.00').waitFor();

    // The manager confirms the new hand-over and disputes the seeded one, 500 short.
    await manager.reload();
    const transit = manager.getByRole('table', { name: 'Cash in Transit' });
    const disputedBefore = Number(await figureRupees(manager, 'Disputed Amount'));
    await transit
      .getByRole('button', { name: 'Confirm hand-over from Suresh Patil of ₹4,500.00' })
      .click();
    await transit
      .getByRole('button', { name: 'Confirm hand-over from Suresh Patil of ₹4,500.00' })
      .waitFor({ state: 'detached' });
    await transit
      .getByRole('button', { name: 'Dispute hand-over from Suresh Patil of ₹7,500.00' })
      .click();
    const dispute = manager.getByRole('dialog', { name: 'Dispute hand-over from Suresh Patil' });
    await count(dispute, { '2000': 3, '500': 2 });
    await dispute
      .getByRole('textbox', { name: 'Comments' })
      .fill('Counted 7,000: one note of 500 missing');
    await settled(manager);
    await screenshot(manager, 'retail', 'cash-5-manager-dispute');
    await dispute.getByRole('button', { name: 'Raise Dispute' }).click();
    await dispute.waitFor({ state: 'detached' });
    await manager.getByText('No cash in transit').waitFor();
    await expect
      .poll(async () => Number(await figureRupees(manager, 'Disputed Amount')))
      .toBe(disputedBefore + 500);

    // The manager banks part of the store's cash and ends the session.
    const bank = manager.getByRole('region', { name: "Bank the Store's Cash" });
    await count(bank, { '2000': 2 });
    await bank.getByRole('button', { name: 'Confirm' }).click();
    await confirmPrompt(manager);
    await toast(manager, 'Submited Successfully.');
    await manager.getByRole('img', { name: /Cash held through the day/ }).waitFor();
    await screenshot(manager, 'retail', 'cash-6-manager-report');
    await manager.getByRole('button', { name: 'End Session' }).click();
    await toast(manager, 'Success.');
    await manager.getByRole('button', { name: 'Profile menu' }).click();
    await manager.getByRole('menuitem', { name: 'Start Session' }).waitFor();
  });
});
