import { expect, test } from '@playwright/test';
import { startGame } from './play-helpers';

test('the New game screen offers both modes, seats and bot levels', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('new-game-screen')).toBeVisible();
  await expect(page.getByTestId('mode-board')).toBeEnabled();
  await page.getByTestId('player-count').selectOption('6');
  await expect(page.getByTestId('seat-row')).toHaveCount(5);
  await expect(page.getByTestId('starred')).toBeDisabled();
  await page.getByTestId('mode-board').check();
  await expect(page.getByTestId('starred')).toBeEnabled();
  await expect(page.getByTestId('continue-game')).toHaveCount(0);
});

test('a 4-player Family game starts, shows the table, autosaves and continues', async ({ page }) => {
  await startGame(page, { mode: 'family', players: 4, seed: 123, name: 'Ann' });
  await expect(page.getByTestId('round')).toHaveText(/Round 1\/4/);
  await expect(page.getByTestId('player-panel')).toHaveCount(4);
  await expect(page.getByTestId('player-name').first()).toHaveText('Ann');
  await expect(page.getByTestId('lane')).toHaveCount(6);
  await expect(page.getByTestId('pawn')).toHaveCount(6);
  for (const odds of await page.getByTestId('odds-row').locator('th').allTextContents())
    expect(odds).toMatch(/^1:[2-7]$/);
  await expect(page.getByTestId('bet-panel')).toBeVisible();
  await expect(page.getByTestId('my-hand').getByTestId('card-chip')).toHaveCount(2);

  const saves = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('horse-fever:save:') && !k.endsWith('.bak')),
  );
  expect(saves).toHaveLength(1);

  await page.getByTestId('leave-game').click();
  await expect(page.getByTestId('continue-game')).toBeVisible();
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('bet-panel')).toBeVisible();
  await expect(page.getByTestId('player-name').first()).toHaveText('Ann');
});

test('the stake control refuses a stake below the minimum with the engine’s reason', async ({ page }) => {
  await startGame(page, { mode: 'family', players: 3, seed: 5, name: 'Cy' });
  await expect(page.getByTestId('bet-panel')).toBeVisible();
  await page.locator('[data-testid^="bet-option-"]:enabled').first().check();
  // The panel clamps a stake below the minimum whenever the view is published again (as it is once
  // more when the game reaches the player's turn), so the typing is retried until it holds.
  await expect(async () => {
    await page.getByTestId('stake').fill('50');
    await expect(page.getByTestId('bet-confirm')).toBeDisabled({ timeout: 500 });
  }).toPass();
  await expect(page.getByTestId('stake-hint')).not.toBeEmpty();
  await page.getByTestId('stake-min').click();
  await expect(page.getByTestId('bet-confirm')).toBeEnabled();
});

test('the language switches to French and Italian', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('language').selectOption('fr');
  await expect(page.getByTestId('start-game')).toHaveText('Commencer');
  await page.getByTestId('language').selectOption('it');
  await expect(page.getByTestId('start-game')).toHaveText('Inizia');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});
