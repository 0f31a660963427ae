import { expect, test } from '@playwright/test';
import { startGame } from './play-helpers';

// The bet panel explains itself and the race forecast comes from the bots' worker.
test('the bet panel waits for a choice, says what the bet pays and shows the forecast', async ({ page }) => {
  await startGame(page, { mode: 'family', players: 3, seed: 41, name: 'Ann' });
  const panel = page.getByTestId('bet-panel');
  await expect(panel).toBeVisible();
  await expect(panel.locator('input[type=radio]:checked')).toHaveCount(0);
  await expect(page.getByTestId('bet-confirm')).toBeDisabled();
  await expect(page.getByTestId('bet-minimum')).toHaveText(
    /^Minimum bet (\d+)00: 100 × your VP \(\1\), never under 100\.$/,
  );

  // The forecast arrives from the worker: six win chances that sum to about 100%.
  await expect(page.getByTestId('forecast-black')).toHaveText(/^\d+% \/ \d+%$/);
  const wins = await Promise.all(
    ['black', 'blue', 'green', 'red', 'yellow', 'white'].map(async (c) =>
      Number((await page.getByTestId(`forecast-${c}`).textContent())!.split('%')[0]),
    ),
  );
  expect(Math.abs(wins.reduce((a, b) => a + b, 0) - 100)).toBeLessThanOrEqual(3);

  await page.getByTestId('bet-option-green-show').check();
  await page.getByTestId('stake').fill('300');
  await expect(page.getByTestId('bet-payout')).toContainText('If Green finishes in the first 3: +600 and +1 VP.');
  await expect(page.getByTestId('bet-payout')).toContainText('Otherwise you lose your stake of 300.');
  await expect(page.getByTestId('bet-confirm')).toBeEnabled();

  // Turned off, it stays off after a reload.
  await page.getByTestId('forecast-toggle').uncheck();
  await expect(page.getByTestId('forecast-black')).toHaveCount(0);
  await page.reload();
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('bet-panel')).toBeVisible();
  await expect(page.getByTestId('forecast-toggle')).not.toBeChecked();
  await expect(page.getByTestId('forecast-black')).toHaveCount(0);
});
