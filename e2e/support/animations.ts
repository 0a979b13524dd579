import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until no finite CSS animation or transition is running (infinite ones, like spinners, are
 * ignored). A popup's entrance starts a frame or two after the click that opens it, so two
 * animation frames pass first: otherwise the check can run before the fade starts, and what
 * follows (an axe scan, a click) meets the popup half faded in.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(null))),
      ),
  );
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

/**
 * Clicks the button `name` of `dialog` once the dialog has finished opening, as a reader would: a
 * click while it still zooms in can miss its button on a loaded machine.
 */
export async function answerDialog(dialog: Locator, name: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await settleAnimations(dialog.page());
  await dialog.getByRole('button', { name }).click();
}
