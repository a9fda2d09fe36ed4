import { KNOWN_ORDERS } from '@backoffice/db/seed';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { onlyCart, signInAs } from '../orders/orders-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const OC_AGENT = 2;
const SALES = 12;
const TEAM_LEADER = 6;

/**
 * Records every Content-Security-Policy violation the page reports, from the first script on:
 * the browser's `securitypolicyviolation` events and its console warnings about the policy.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  return violations;
}

describe.skipIf(skip)("the console's own pages pass its Content-Security-Policy", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends the security headers with the page', async () => {
    const response = await fetch(`${baseUrl}/login`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
    expect(response.headers.get('permissions-policy')).toBeTruthy();
  });

  it('an agent signs in, works a list, opens an order and a menu without a violation', async () => {
    const page = await newPage(browser, baseUrl);
    const violations = await watchPolicy(page);
    const { platform } = await signInAs(page, OC_AGENT);
    await page.waitForURL((url) => url.pathname === `/order-confirmation-team/${platform}/new`);
    await page.getByRole('table', { name: 'Orders' }).waitFor();
    await page.goto(`/ORDER${KNOWN_ORDERS.newOrder.order_random_id}`);
    await page
      .getByRole('heading', { name: `Order ${KNOWN_ORDERS.newOrder.order_random_id}` })
      .waitFor();
    await onlyCart(page).getByRole('button', { name: 'Cart actions' }).click();
    await page.getByRole('menuitem').first().waitFor();
    await screenshot(page, 'core', 'csp-order-page');
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('a salesperson opens Place New Order and a Team Leader the team board without a violation', async () => {
    const sales = await newPage(browser, baseUrl);
    const salesViolations = await watchPolicy(sales);
    await signInAs(sales, SALES);
    await sales.goto('/place-new-order');
    await sales.getByRole('heading', { name: 'Place New Order' }).waitFor();
    expect(salesViolations).toEqual([]);
    await sales.context().close();

    const leader = await newPage(browser, baseUrl);
    const leaderViolations = await watchPolicy(leader);
    await signInAs(leader, TEAM_LEADER);
    await leader.goto('/activity-status-cet-sales');
    await leader.getByRole('table', { name: 'Team activity' }).waitFor();
    expect(leaderViolations).toEqual([]);
    await leader.context().close();
  });
});
