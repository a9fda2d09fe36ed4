import { demoAccount, KNOWN_ORDERS } from '@backoffice/db/seed';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settled, signInAs } from '../orders/orders-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { chooseExactly as choose } from './calls-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
// The sandbox answers a customer number ending in 0 to 5 (docs/calls.md): 7000000002 ends in 2.
const { confirmed } = KNOWN_ORDERS;
const CET_AGENT = 4;
const TEAM_LEADER = 6;

/** Opens one of the order's More actions. */
async function orderAction(page: Page, label: string) {
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

describe.skipIf(skip)('a CET agent calls a customer from an order and disposes of the call', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('calls, fills the disposition, pauses with a break reason and comes back to Working', async () => {
    expect(demoAccount(CET_AGENT).contact).toMatch(/^\d{10}$/);
    const page = await newPage(browser, baseUrl);
    await signInAs(page, CET_AGENT);
    await page.goto(`/ORDER${confirmed.order_random_id}`);
    await page.getByRole('heading', { name: `Order ${confirmed.order_random_id}` }).waitFor();
    await page.getByRole('button', { name: 'Dialer' }).waitFor();

    await orderAction(page, 'Call Customer');
    const callDialog = page.getByRole('dialog', { name: 'Call Customer' });
    await callDialog.getByText(`+91 ${confirmed.mobile}`).waitFor();
    await settled(page);
    await screenshot(page, 'calls', 'agent-1-call-customer');
    await callDialog.getByRole('button', { name: 'Call Mobile' }).click();
    await callDialog.waitFor({ state: 'detached' });

    const panel = page.getByRole('region', { name: 'Dialer panel' });
    await panel.getByText(`+91 ${confirmed.mobile}`).waitFor();
    await screenshot(page, 'calls', 'agent-2-call-ringing');

    // The sandbox answers; once the call ends the disposition form opens by itself.
    const form = page.getByRole('dialog', { name: 'Call Disposition' });
    await form.waitFor({ timeout: 20_000 });
    await panel.getByText('Answered').waitFor();
    await choose(form, 'Category', 'Order Confirmation');
    await choose(form, 'Sub Category', 'Confirmed');
    await choose(form, 'Third Category', 'Address Verified');
    expect(await form.getByRole('checkbox').first().isChecked()).toBe(true);
    await form
      .getByRole('textbox', { name: 'Comments' })
      .fill('Customer confirmed the flat number');
    await form.getByRole('checkbox', { name: 'Pause after this call' }).check();
    await form.getByRole('button', { name: 'Submit and go on Break' }).click();
    await form.getByText('Break Reason is Required!').waitFor();
    await choose(form, 'Break Reason', 'Tea Break');
    await settled(page);
    await screenshot(page, 'calls', 'agent-3-disposition');
    await form.getByRole('button', { name: 'Submit and go on Break' }).click();

    await page.getByRole('heading', { name: 'You are on Break!' }).waitFor();
    expect(await page.getByRole('button', { name: 'Dialer' }).count()).toBe(0);
    await screenshot(page, 'calls', 'agent-4-on-break');
    await page.getByRole('switch', { name: 'Working' }).click();
    await page.getByRole('heading', { name: `Order ${confirmed.order_random_id}` }).waitFor();
    expect(await page.getByRole('switch', { name: 'Working' }).isChecked()).toBe(true);

    await orderAction(page, 'Call Recordings');
    const recordings = page.getByRole('dialog', { name: 'Call Recordings' });
    const calls = recordings.getByRole('table', { name: 'Calls' });
    await calls.getByText('Answered').first().waitFor();
    await calls.getByRole('button', { name: 'Play recording of call 1' }).click();
    await recordings.locator('audio').waitFor();
    await settled(page);
    await screenshot(page, 'calls', 'agent-5-recordings');
    await recordings.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Comments' }).click();
    const comments = page.getByRole('dialog', {
      name: `Comments of order ${confirmed.order_random_id}`,
    });
    await comments.getByText('Customer confirmed the flat number').waitFor();
    await comments
      .getByText(/Order Confirmation/)
      .first()
      .waitFor();
    await page.context().close();
  });

  it('dials a number nobody answers from the Dialer and sees it on Total Calls', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, CET_AGENT);
    await page.goto('/total-calls');
    await page.getByRole('heading', { name: 'Total Calls' }).waitFor();
    await page.getByRole('button', { name: 'Dialer' }).click();
    const panel = page.getByRole('region', { name: 'Dialer panel' });
    const box = panel.getByRole('textbox', { name: 'Number to call' });
    const call = panel.getByRole('button', { name: 'Call' });
    await box.fill('98450');
    expect(await call.isDisabled()).toBe(true);
    await box.fill('984501234598');
    expect(await box.inputValue()).toBe('9845012345');
    await box.fill('9845012348');
    expect(await call.isDisabled()).toBe(false);
    await screenshot(page, 'calls', 'dialer-1-number');
    await call.click();

    const form = page.getByRole('dialog', { name: 'Call Disposition' });
    await form.waitFor({ timeout: 20_000 });
    await panel.getByText('Not Answered').waitFor();
    expect(await form.getByText('Products').count()).toBe(0);
    await choose(form, 'Category', 'Call Not Connected');
    await choose(form, 'Sub Category', 'No Answer');
    await choose(form, 'Third Category', 'Ringing No Response');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Missed Calls' }).click();
    const missed = page.getByRole('table', { name: 'Calls' });
    await missed.getByText('9845012348').first().waitFor();
    await page.getByRole('img', { name: /Calls and dispositions per hour/ }).waitFor();
    await screenshot(page, 'calls', 'dialer-2-total-calls');
    await page.context().close();
  });

  it("lets a Team Leader search a customer's calls", async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, TEAM_LEADER);
    await page.goto('/universal-call-search');
    const search = page.getByRole('button', { name: 'Search' });
    expect(await search.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Phone number' }).fill(confirmed.mobile);
    await search.click();
    const calls = page.getByRole('table', { name: 'Calls' });
    await calls.getByText('Order Confirmation / Confirmed / Address Verified').first().waitFor();
    await screenshot(page, 'calls', 'tl-1-call-search');
    await page.goto('/total-calls');
    await page.getByRole('heading', { name: /Team's calls today/ }).waitFor();
    await screenshot(page, 'calls', 'tl-2-total-calls');
    await page.context().close();
  });
});
