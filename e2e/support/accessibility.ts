import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The rules a screen must pass: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The impacts that fail a spec; minor and moderate ones are left to review. */
const FAILING_IMPACTS: readonly axe.ImpactValue[] = ['serious', 'critical'];
/** How many elements a report names per rule: enough to find them, short enough to read. */
const TARGETS_SHOWN = 5;

/** A rule broken on a screen: its id, impact, what it asks, and the elements that break it. */
export interface Violation {
  rule: string;
  impact: axe.ImpactValue | undefined;
  help: string;
  targets: string[];
  summary: string;
}

/**
 * The serious and critical WCAG 2.1 AA violations on the page as it is now, once its
 * transitions have ended (a popup fading in would read as low contrast).
 */
export async function accessibilityViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated rather than added as a script tag, which the console's content policy refuses.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_21_AA,
  );
  return results.violations
    .filter((violation) => FAILING_IMPACTS.includes(violation.impact ?? null))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? '',
    }));
}

/** The report of a screen's violations: per rule, the elements and why the first one fails. */
export function describeViolations(screen: string, violations: readonly Violation[]): string {
  const rules = violations.map((v) => {
    const shown = v.targets.slice(0, TARGETS_SHOWN).join(', ');
    const more =
      v.targets.length > TARGETS_SHOWN ? ` and ${v.targets.length - TARGETS_SHOWN} more` : '';
    return `- ${v.rule} (${v.impact}): ${v.help}; ${v.targets.length} element(s): ${shown}${more}. ${v.summary}`;
  });
  return `${screen} breaks WCAG 2.1 AA:\n${rules.join('\n')}`;
}

/** Fails when the page has a serious or critical WCAG 2.1 AA violation, naming each. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await accessibilityViolations(page);
  if (violations.length > 0) throw new Error(describeViolations(screen, violations));
}
