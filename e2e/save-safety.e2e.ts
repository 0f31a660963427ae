import { expect, test } from '@playwright/test';
import { startGame } from './play-helpers';

// Saves (docs/saves.md): a failed autosave is shown (never only a console warning), and one game open in
// two tabs is written by one of them only.

test('a full browser storage shows the save problem with Retry; the game goes on and is saved once there is room', async ({
  page,
}, testInfo) => {
  await startGame(page, { mode: 'family', players: 3, seed: 77, name: 'Ann' });
  await expect(page.getByTestId('bet-panel')).toBeVisible();
  // Fill this site's storage to the brim with something else.
  const filled = await page.evaluate(() => {
    const chunk = 'x'.repeat(256 * 1024);
    let n = 0;
    for (let size = chunk; size.length >= 16; size = size.slice(size.length / 2)) {
      try {
        for (;;) localStorage.setItem(`junk-${n++}`, size);
      } catch {
        // Full for this size: go on with smaller pieces.
      }
    }
    return n;
  });
  expect(filled).toBeGreaterThan(0);
  await page.locator('[data-testid^="bet-option-"]:enabled').first().check();
  await page.getByTestId('stake-min').click();
  await page.getByTestId('bet-confirm').click();
  const banner = page.getByTestId('save-failed');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('The game could not be saved.');
  await expect(banner).toContainText("the browser's storage for this site is full");
  await testInfo.attach('save-failed', { body: await page.screenshot(), contentType: 'image/png' });
  // Play goes on in memory.
  await expect(page.getByTestId('table-screen')).toBeVisible();
  const round = await page.getByTestId('table-screen').getAttribute('data-round');

  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('junk-')) localStorage.removeItem(key);
  });
  await page.getByTestId('save-retry').click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await page.getByTestId('open-saves').click();
  await expect(page.getByTestId('save-entry')).toHaveCount(1);
  await expect(page.getByTestId('save-round')).toHaveText(new RegExp(`^Round ${round}/\\d$`));
  await page.getByTestId('save-load').click();
  await expect(page.getByTestId('table-screen')).toBeVisible();
});

test('a game open in two tabs: the second is read-only until it takes the game over', async ({ page, context }) => {
  await startGame(page, { mode: 'family', players: 3, seed: 78, name: 'Ann' });
  await expect(page.getByTestId('bet-panel')).toBeVisible();

  const second = await context.newPage();
  await second.goto('/');
  await second.getByTestId('open-saves').click();
  await second.getByTestId('save-load').click();
  const readOnly = second.getByTestId('read-only');
  await expect(readOnly).toContainText('This game is open in another tab, which saves it: here it is read-only.');
  await expect(page.getByTestId('read-only')).toHaveCount(0);

  await second.getByTestId('take-over').click();
  await expect(readOnly).toHaveCount(0);
  await expect(second.getByTestId('bet-panel')).toBeVisible();
  await expect(page.getByTestId('read-only')).toContainText('Another tab has taken this game over');

  // The second tab plays and saves; the first one took no part.
  await second.locator('[data-testid^="bet-option-"]:enabled').first().check();
  await second.getByTestId('stake-min').click();
  await second.getByTestId('bet-confirm').click();
  await expect(second.getByTestId('save-failed')).toHaveCount(0);
  await page.getByTestId('take-over').click();
  await expect(second.getByTestId('read-only')).toContainText('Another tab has taken this game over');
  await expect(page.getByTestId('read-only')).toHaveCount(0);
});
