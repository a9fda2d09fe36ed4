import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settled, signInAs } from '../orders/orders-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
// The demo's Distribution Manager and Finance pod leader (README, "Demo accounts").
const DISTRIBUTION_MANAGER = 17;
const FINANCE_POD_LEADER = 8;
// Active, credit limit ₹0 (docs/distribution.md, "Demo").
const CODE = 'SAP-MH-2001';
const REMARK = 'Advance for the winter season';

/** Opens a distributor's Actions menu on the list and picks an item. */
async function act(page: Page, item: string) {
  await page.goto(`/distrbution-management?search=${CODE}`);
  await page.getByRole('button', { name: `Actions for ${CODE}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The credit history popup, open. */
async function creditHistory(page: Page) {
  await act(page, 'Credit History');
  const history = page.getByRole('dialog', { name: /^Credit Transaction History/ });
  await history.getByRole('table', { name: 'Credit transactions' }).waitFor();
  return history;
}

describe.skipIf(skip)('a credit above the threshold waits for a second person', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('raised by the Distribution Manager, approved by the Finance pod leader', async () => {
    // The manager credits ₹1,50,000: above ₹1,00,000, it is held, not added.
    const manager = await newPage(browser, baseUrl);
    await signInAs(manager, DISTRIBUTION_MANAGER);
    await act(manager, 'Add Credit');
    const form = manager.getByRole('form', { name: 'Add credit' });
    await form.getByRole('textbox', { name: 'Amount (₹)' }).fill('150000');
    await form.getByRole('textbox', { name: 'Remark' }).fill(REMARK);
    await form.getByRole('button', { name: 'Add Credit' }).click();
    await manager
      .getByText('Credit of ₹1,50,000.00 recorded: it counts once a Finance pod leader approves it')
      .waitFor();
    await form.waitFor({ state: 'detached' });

    let history = await creditHistory(manager);
    const pending = history.getByRole('table', { name: 'Pending credits' });
    await pending.getByText(REMARK).waitFor();
    expect(await pending.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    const balanceBefore = await history.getByLabel('Credit balance').textContent();
    await settled(manager);
    await screenshot(manager, 'distribution', 'credit-approval-1-pending-for-the-maker');

    // The Finance pod leader approves it with a comment.
    const finance = await newPage(browser, baseUrl);
    await signInAs(finance, FINANCE_POD_LEADER);
    // The list shows what waits, under the available credit.
    await finance.goto(`/distrbution-management?search=${CODE}`);
    const list = finance.getByRole('table', { name: 'Distributors' });
    await list.getByText('+₹1,50,000.00 pending').waitFor();
    history = await creditHistory(finance);
    const waiting = history.getByRole('table', { name: 'Pending credits' });
    await waiting.getByText(REMARK).waitFor();
    await waiting.getByRole('button', { name: `Approve ₹1,50,000.00 ${REMARK}` }).click();
    const decision = history.getByRole('form', { name: 'Approve Credit' });
    await decision.getByRole('textbox', { name: 'Comments' }).fill('Advance received by RTGS');
    await settled(finance);
    await screenshot(finance, 'distribution', 'credit-approval-2-finance-decides');
    await decision.getByRole('button', { name: 'Approve Credit' }).click();
    await finance.getByText('Credit Approved!').waitFor();
    await decision.waitFor({ state: 'detached' });

    // Now it is a Credit of the ledger, approved by the pod leader, and in the balance.
    const entries = history.getByRole('table', { name: 'Credit transactions' });
    const row = entries.getByRole('row').filter({ hasText: REMARK });
    await row.waitFor();
    expect(await row.textContent()).toContain('₹1,50,000.00');
    expect(await waiting.getByText(REMARK).count()).toBe(0);
    expect(await history.getByLabel('Credit balance').textContent()).not.toBe(balanceBefore);
    await settled(finance);
    await screenshot(finance, 'distribution', 'credit-approval-3-approved');
  });
});
