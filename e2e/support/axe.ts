import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { settleAnimations } from './animations';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
const WCAG_TAGS = TAGS.filter((tag) => tag.startsWith('wcag'));

/**
 * axe leaves its experimental rules out of a tag scan; those that test a WCAG A/AA criterion
 * (label-content-name-mismatch, css-orientation-lock, p-as-heading, the table rules …) are
 * switched on by name, so the scans catch that class too.
 */
const EXPERIMENTAL_WCAG_RULES = Object.fromEntries(
  axe
    .getRules(['experimental'])
    .filter((rule) => rule.tags.some((tag) => WCAG_TAGS.includes(tag)))
    .map((rule) => [rule.ruleId, { enabled: true }]),
);

/**
 * Scans the page with axe-core (WCAG 2.2 A/AA with their experimental rules, and best practices)
 * and fails on any violation. The mouse is moved away first so a hovered button is scanned in its
 * resting colours, and running animations (a dialog fading in, a button's click wave) are let
 * finish, so colours are measured as they rest.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await page.mouse.move(0, 0);
  await settleAnimations(page);
  let summary = await violations(page);
  // A scan takes a while on a loaded machine, and a toast that starts to fade out during it is
  // measured half transparent: what a second scan, once that has settled, still finds is real.
  if (summary.length > 0) {
    await settleAnimations(page);
    summary = await violations(page);
  }
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** One axe-core scan of the page: each violation with the elements it was found on. */
async function violations(page: Page): Promise<string[]> {
  // The project's own axe-core engine (package.json), pinned so an update of
  // @axe-core/playwright cannot change the rules a scan applies without a change here.
  const results = await new AxeBuilder({ page, axeSource: axe.source })
    .withTags(TAGS)
    .options({ rules: EXPERIMENTAL_WCAG_RULES })
    .analyze();
  expect(results.testEngine.version, 'the axe-core engine of package.json').toBe(axe.version);
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
