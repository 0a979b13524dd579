import { expect, type Page } from '@playwright/test';

/**
 * Picks `option` in the antd select labelled `label` (a required field's '*' mark aside) as a
 * keyboard user does: type it, Enter, Escape (a multiple select stays open). Enter waits until
 * typing has made that option the active one: pressed while the list still filters, it picks
 * whichever option was first (seen on a loaded machine).
 */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const name = new RegExp(`^\\*?\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const box = page.getByRole('combobox', { name });
  await box.click();
  await box.fill(option);
  await expect(
    page.locator(`.ant-select-dropdown:visible .ant-select-item-option-active[title="${option}"]`),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
}
