import { expect, type Page } from '@playwright/test';
import { decide, type Panel } from './play-helpers';

/** The character card of the page's own seat (a seat that comes back after a reload or restart must show the same). */
export function characterCard(page: Page): Promise<string | null> {
  return page.locator('[data-testid="my-character"] [data-card]').first().getAttribute('data-card');
}

/**
 * Makes the decision of `panel` and waits for the server's answer: the next view, the end, or a
 * refusal, which no online test expects.
 */
export async function decideOnline(page: Page, panel: Panel): Promise<void> {
  const step = await page.getByTestId('decision-area').getAttribute('data-step');
  await decide(page, panel);
  await page.waitForFunction(
    (before) =>
      document.querySelector('[data-testid="end-screen"]')?.checkVisibility() ||
      document.querySelector('[data-testid="online-refusal"]') ||
      document.querySelector('[data-testid="decision-area"]')?.getAttribute('data-step') !== before,
    step,
  );
  await expect(page.getByTestId('online-refusal')).toHaveCount(0);
}
