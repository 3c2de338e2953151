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
 * Waits for the short animations and transitions under way (a toast fading in, a colour easing) to
 * end: halfway through a fade, axe measures a contrast nobody reads. Only those ending within a
 * second are waited for, and never more than a second and a half: a spinner or a long progress
 * bar is left running, and a busy machine is not made slower.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() => {
    const ending = document.getAnimations().filter((a) => {
      if (a.playState !== 'running') return false;
      const end = Number(a.effect?.getComputedTiming().endTime);
      const now = Number(a.currentTime ?? 0);
      return Number.isFinite(end) && end - now <= 1000;
    });
    if (ending.length === 0) return;
    return Promise.race([
      Promise.all(ending.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 1500)),
    ]);
  });
}

/**
 * Scans the page against WCAG 2.1 A/AA and fails on serious or critical violations, listing each
 * with the elements involved. Pages must come from `browser.newContext()`: axe needs its own context.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string) {
  await settleAnimations(page);
  // Only the violations are read, so axe gathers nothing else: its passes and incomplete results
  // cost as much again on a large page (axe-core's `resultTypes`).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = blocking.map(describe).join('\n\n');
  expect(blocking.length, `Serious or critical accessibility violations on ${label}:\n\n${report}\n`).toBe(0);
}
