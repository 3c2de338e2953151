import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(v: Violation) {
  const nodes = v.nodes
    .slice(0, 5)
    .map((n) => {
      const summary = (n.failureSummary ?? '').replace(/\s*\n\s*/g, ' | ');
      return `    - ${n.target.join(' ')}\n      ${summary}`;
    })
    .join('\n');
  const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
  return `[${v.impact}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes}${more}`;
}

/**
 * Waits for finite animations and transitions (a toast fading in, a colour easing) to end: halfway
 * through a fade, axe measures a contrast nobody reads. Endless ones (a spinner) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
}

/**
 * Scans the page against WCAG 2.1 A/AA and fails on serious or critical violations, listing each
 * with the elements involved. Pages must come from `browser.newContext()`: axe needs its own context.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = blocking.map(describe).join('\n\n');
  expect(blocking.length, `Serious or critical accessibility violations on ${label}:\n\n${report}\n`).toBe(0);
}
