import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settled, signInAs } from '../orders/orders-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const TEAM_LEADER = 6;
const UCID = 'UC-E2E-1';

describe.skipIf(skip)('a Team Leader reads Total Calls from a call', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the period in the address and the call-centre context on the order links', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, TEAM_LEADER);
    await page.goto(`/total-calls?ucid=${UCID}`);
    await page.getByText('Call centre', { exact: true }).waitFor();
    const chart = page.getByRole('region', { name: 'Calls per hour' });
    await chart.getByRole('heading', { name: "Team's calls today, per hour" }).waitFor();

    await page.getByRole('radiogroup', { name: 'Date range' }).getByText('Last 7 Days').click();
    await page.waitForURL((url) => url.searchParams.get('period') === 'last-7-days');
    expect(new URL(page.url()).searchParams.get('ucid')).toBe(UCID);
    await chart
      .getByRole('heading', { name: "Team's calls in the last 7 days, per hour" })
      .waitFor();

    const calls = page.getByRole('table', { name: 'Calls' });
    await calls.waitFor();
    const orderLinks = calls.locator('a[href^="/ORDER"]');
    await orderLinks.first().waitFor();
    for (const href of await orderLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    )) {
      expect(new URL(href, baseUrl).searchParams.get('ucid')).toBeTruthy();
    }
    await settled(page);
    await screenshot(page, 'calls', 'total-calls-1-last-7-days');

    // At 1280 px every column fits, the agent and the recording player too: nothing scrolls sideways.
    await page.setViewportSize({ width: 1280, height: 900 });
    const overflow = await calls.evaluate((table) => {
      const sideways = (element: Element) => element.scrollWidth - element.clientWidth;
      return {
        table: sideways(table),
        container: table.parentElement ? sideways(table.parentElement) : 0,
        page: sideways(document.documentElement),
      };
    });
    expect(overflow.table).toBeLessThanOrEqual(0);
    expect(overflow.container).toBeLessThanOrEqual(0);
    expect(overflow.page).toBeLessThanOrEqual(0);
    for (const header of ['Agent', 'Recording']) {
      const box = await calls.getByRole('columnheader', { name: header }).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
    }
    const play = await calls
      .getByRole('button', { name: /^Play recording of call / })
      .first()
      .boundingBox();
    expect(play!.x + play!.width).toBeLessThanOrEqual(1280);
    await screenshot(page, 'calls', 'total-calls-2-at-1280');

    await page.reload();
    await chart
      .getByRole('heading', { name: "Team's calls in the last 7 days, per hour" })
      .waitFor();
    await page.context().close();
  });

  it('shows the List of CETs day as dd/MM/yyyy', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, TEAM_LEADER);
    await page.goto('/list-cets?date=2026-11-02');
    const day = page.getByRole('textbox', { name: 'Day' });
    await day.waitFor();
    expect(await day.inputValue()).toBe('02/11/2026');
    await page.context().close();
  });
});
