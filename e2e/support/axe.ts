import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Scans the page with axe-core (WCAG 2.1 A/AA) and fails on any violation. The mouse is moved
 * away first so a hovered button is scanned in its resting colours, and running animations (a
 * dialog fading in, a button's click wave) are let finish, so colours are measured as they rest.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await page.mouse.move(0, 0);
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Waits until no finite CSS animation or transition is running (infinite ones, like spinners, are ignored). */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { timeout: 5_000, polling: 50 },
  );
}
