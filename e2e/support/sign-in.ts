import type { Page } from 'playwright-core';

export interface SignInInput {
  email: string;
  password: string;
  /** The role dropdown's label, e.g. 'CET' or 'Finance'. */
  roleLabel: string;
  /** Type a wrong answer to the addition check. */
  wrongSum?: boolean;
}

/** Reads the addition check ("a + b =") off the sign-in screen. */
export async function readSum(page: Page): Promise<number> {
  // The label reads "a + b =" followed by the required-field mark.
  const label = await page.getByText(/^\d \+ \d =/).textContent();
  const match = /^(\d) \+ (\d) =/.exec(label ?? '');
  if (!match) throw new Error(`No addition check on the page: "${label}"`);
  return Number(match[1]) + Number(match[2]);
}

/** Fills the sign-in form as a person would. Does not press Log in. */
export async function fillSignIn(page: Page, input: SignInInput): Promise<void> {
  await page.getByLabel('Email').fill(input.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(input.password);
  await page.getByRole('textbox', { name: 'Role' }).click();
  await page.getByRole('option', { name: input.roleLabel, exact: true }).click();
  const sum = await readSum(page);
  const answer = input.wrongSum ? sum + 1 : sum;
  await page.getByPlaceholder('Sum').fill(String(answer));
}

/**
 * The signed-in user's details and the console configuration, as the web app sees them (the
 * browser sends the session cookie with the page's calls).
 */
export async function signedInContext(page: Page) {
  return page.evaluate(async () => {
    const [details, config] = await Promise.all([
      fetch('/api/user-details/').then((r) => r.json()),
      fetch('/api/console-config/').then((r) => r.json()),
    ]);
    return { details, config };
  });
}
