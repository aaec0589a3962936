/**
 * Two Dots in the browser tests: a move made with the keyboard alone.
 *
 * @example
 * await joinTwoByKeyboard(page);
 * await waitForStatus(page, /You joined 2 dots\./);
 */
import type { Page } from 'playwright-core';

/**
 * Joins the first two dots of one colour side by side (row by row) with the keyboard: Enter on the
 * first, the right arrow, Enter on the second, Enter again to play. Throws when there are none.
 */
export async function joinTwoByKeyboard(page: Page): Promise<void> {
  const buttons = page.getByRole('group', { name: 'Two Dots board' }).getByRole('button');
  await buttons.first().waitFor();
  const names = await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  // A dot's name: "row 1, column 2, red".
  const colour = (n: string) => n.split(', ')[2];
  const k = names.findIndex((n, i) => i % 6 < 5 && colour(n) === colour(names[i + 1] ?? ''));
  if (k < 0) throw new Error('joinTwoByKeyboard: no two dots of one colour side by side');
  await page.getByRole('button', { name: names[k]!, exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
}
