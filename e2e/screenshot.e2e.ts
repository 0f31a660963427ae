import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startGame } from './play-helpers';

// The README's picture of the table: a Family Game race under way at 1280×720. It is always
// attached to the report; UPDATE_SCREENSHOT=1 also rewrites e2e/screenshots/table.png.
test('the table during a race, at 1280×720', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await startGame(page, { mode: 'family', players: 4, seed: 20240, name: 'Ann' });
  await page.locator('[data-testid^="bet-option-"]:enabled').first().check();
  await page.getByTestId('stake-min').click();
  await page.getByTestId('bet-confirm').click();
  for (let i = 0; i < 2; i++) {
    await expect(page.getByTestId('card-placement')).toBeVisible();
    const step = await page.getByTestId('decision-area').getAttribute('data-step');
    await page.getByTestId('hand-card').first().click();
    await page
      .locator('[data-testid="place-horse"]:enabled')
      .nth(i + 2)
      .click();
    await expect(page.getByTestId('decision-area')).not.toHaveAttribute('data-step', step ?? '');
  }
  await expect(page.getByTestId('bet-panel')).toBeVisible();
  await page.getByTestId('speed-slow').click();
  await page.getByTestId('bet-pass').click();
  // Wait for the pawns to be well on their way.
  await expect(async () => {
    const positions = await page
      .getByTestId('pawn')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-position'))));
    expect(Math.max(...positions)).toBeGreaterThanOrEqual(7);
  }).toPass({ timeout: 60_000 });
  await page.waitForTimeout(600);
  const png = await page.screenshot();
  await testInfo.attach('table', { body: png, contentType: 'image/png' });
  if (process.env['UPDATE_SCREENSHOT']) {
    const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}table.png`, png);
  }
});
