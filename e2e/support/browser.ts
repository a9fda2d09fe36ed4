import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expectAccessible } from './accessibility';
import { CHROMIUM_PATH } from './browser-path';

const SHOTS = resolve(import.meta.dirname, '../screenshots');

/**
 * Debian's Chromium, headless. The background-networking flags keep it from calling out:
 * the machine has no network but the package registries.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1366, height: 900 },
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
  });
  const page = await context.newPage();
  // Fail a step in seconds, not the default 30 s: every screen here answers fast.
  page.setDefaultTimeout(10_000);
  return page;
}

/**
 * Saves a screenshot under e2e/screenshots/<area>/<name>.png: the full page, or only the view
 * (`fullPage: false`) where the page is too tall to picture whole (a 999-row table). Every
 * screen a spec pictures is then checked against WCAG 2.1 AA: a serious or critical violation
 * fails the spec, the screenshot left to look at.
 */
export async function screenshot(
  page: Page,
  area: string,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = join(SHOTS, area);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
  await expectAccessible(page, `${area}/${name}`);
}
