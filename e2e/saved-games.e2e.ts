import { expect, test } from '@playwright/test';
import { sampleSave } from '../src-shared/testing/sample-save';
import { startGame } from './play-helpers';

test('a game survives a reload: renamed and loaded from the Saved games screen at the same round and phase', async ({
  page,
}) => {
  await startGame(page, { mode: 'family', players: 3, seed: 321, name: 'Ann' });
  await expect(page.getByTestId('bet-panel')).toBeVisible();
  const round = await page.getByTestId('table-screen').getAttribute('data-round');
  const phase = await page.getByTestId('table-screen').getAttribute('data-phase');

  await page.reload();
  await expect(page.getByTestId('new-game-screen')).toBeVisible();
  await page.getByTestId('open-saves').click();
  const entry = page.getByTestId('save-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId('save-name')).toHaveText('Family game: Ann, Bot 1, Bot 2');
  await expect(entry.getByTestId('save-round')).toHaveText(new RegExp(`^Round ${round}/\\d$`));
  await expect(entry.getByTestId('save-scores')).toContainText('Ann:');

  // Keyboard only: the rename field takes the focus, Enter saves the name.
  await entry.getByTestId('save-rename').focus();
  await page.keyboard.press('Enter');
  await expect(entry.getByTestId('rename-input')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Tuesday club');
  await page.keyboard.press('Enter');
  await expect(entry.getByTestId('save-name')).toHaveText('Tuesday club');
  await expect(page.getByTestId('saves-notice')).toHaveText('Renamed to “Tuesday club”.');

  await entry.getByTestId('save-load').click();
  await expect(page.getByTestId('table-screen')).toHaveAttribute('data-round', round ?? '');
  await expect(page.getByTestId('table-screen')).toHaveAttribute('data-phase', phase ?? '');
  await expect(page.getByTestId('bet-panel')).toBeVisible();
  await expect(page.getByTestId('player-name').first()).toHaveText('Ann');

  // The table's menu button opens the list; the game in progress is marked and keeps its new name.
  await page.getByTestId('open-saves').click();
  await expect(entry.getByTestId('save-name')).toContainText('Tuesday club');
  await expect(entry.getByTestId('save-name')).toContainText('game in progress');
  await page.getByTestId('close-saves').click();
  await expect(page.getByTestId('bet-panel')).toBeVisible();
});

test('a damaged save is listed with its problem and does not break the list', async ({ page }, testInfo) => {
  await startGame(page, { mode: 'family', players: 2, seed: 9, name: 'Bo' });
  await expect(page.getByTestId('bet-panel')).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem('horse-fever:save:broken-1', '{"format": "horse-fever-save", "schemaVersion": 2, "na');
    localStorage.setItem('horse-fever:save:foreign', '{"hello": "world"}');
  });
  await page.reload();
  await page.getByTestId('open-saves').click();
  await expect(page.getByTestId('save-entry')).toHaveCount(3);
  const broken = page.locator('[data-slot="broken-1"]');
  await expect(broken.getByTestId('save-problem')).toContainText('broken-1.json: not valid JSON');
  await expect(broken.getByTestId('save-load')).toHaveCount(0);
  await expect(page.locator('[data-slot="foreign"]').getByTestId('save-problem')).toContainText(
    'not a Horse Fever save',
  );
  // The good save is listed first and still loads.
  await expect(page.getByTestId('save-entry').first().getByTestId('save-load')).toBeEnabled();
  await testInfo.attach('saved-games', { body: await page.screenshot(), contentType: 'image/png' });

  await broken.getByTestId('save-delete').click();
  await broken.getByTestId('delete-confirm').click();
  await expect(page.getByTestId('save-entry')).toHaveCount(2);
  await page.getByTestId('save-entry').first().getByTestId('save-load').click();
  await expect(page.getByTestId('bet-panel')).toBeVisible();
});

test('a finished game: its winner in the list, then the end screen says why, charts the rounds and offers a rematch', async ({
  page,
}) => {
  // A whole Family Game played by random moves in Node, saved as the app saves it.
  const { save, text } = sampleSave(10_000, 4, 'Finished');
  const winner = save.snapshot.final!.find((f) => f.place === 1)!.name;
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('horse-fever:save:finished-1', t), text);
  await page.reload();
  await page.getByTestId('open-saves').click();
  const entry = page.locator('[data-slot="finished-1"]');
  await expect(entry.getByTestId('save-winner')).toHaveText(`Winner: ${winner}`);
  await entry.getByTestId('save-load').click();
  await expect(page.getByTestId('winner')).toHaveText(`${winner} wins!`);
  await expect(page.getByTestId('end-why')).toContainText(winner);
  await expect(page.getByTestId('end-charts').locator('polyline')).toHaveCount(2 * save.snapshot.names.length);
  await page.getByTestId('end-rematch').click();
  await expect(page.getByTestId('end-screen')).toHaveCount(0);
  await expect(page.getByTestId('table-screen')).toHaveAttribute('data-round', '1');
  await expect(page.getByTestId('player-name').first()).toHaveText('Ann');
});
