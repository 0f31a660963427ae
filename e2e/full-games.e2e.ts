import { GAME } from './game-tag';
import { expect, test } from '@playwright/test';
import { watchLayout } from './layout/watch';
import { playToEnd, startGame } from './play-helpers';

// A whole game checks the rules through the UI, not its motion: the page's animations (played
// at full length otherwise) took about a third of the CPU a game costs.
test.use({ reducedMotion: 'reduce' });

// Both games are also the layout checker's slice in `npm test` (docs/layout-checker.md): the
// table's invariants at every step, at two sizes.
test('a full Family Game against random bots, through the UI to the final scores', GAME, async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const layout = await watchLayout(page, testInfo);
  await startGame(page, { mode: 'family', players: 4, seed: 20240, name: 'Ann', bots: 'random' });
  await expect(page.getByTestId('player-panel')).toHaveCount(4);
  await expect(page.getByTestId('odds')).toHaveCount(6);
  const stats = await playToEnd(page, testInfo, async (panel) => {
    if (panel === 'bet-panel') {
      await expect(page.getByTestId('stake')).toBeVisible();
      await expect(page.getByTestId('bet-tokens').locator('li')).toHaveCount(6);
    }
    if (panel === 'card-placement') await expect(page.getByTestId('hand-card').first()).toBeVisible();
  });
  expect([...stats.phases]).toEqual(expect.arrayContaining(['firstBets', 'fixing', 'secondBets']));
  // Four players play four rounds: each race ended on its payoff moment.
  expect(stats.payoffs).toBe(4);
  await expect(page.getByTestId('score-row')).toHaveCount(4);
  await expect(page.getByTestId('winner')).not.toBeEmpty();
  await expect(page.getByTestId('game-log').locator('li').first()).toBeVisible();
  // The last race's payoffs, worded from the engine's data: only 2 of 6 stables are unowned, so one placed.
  // The race card sums each line up in marks; the whole line is its accessible name.
  const details = await page
    .getByTestId('payoff-details')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(details.join('\n')).toMatch(/\w+ stable prize \(\+[246]00\)/);
  await layout.check('final scores');
  layout.expectClean('family 4p seed 20240 en 1280×720');
});

test('a full Board Game against random bots, through the UI to the final scores', GAME, async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const layout = await watchLayout(page, testInfo);
  await startGame(page, { mode: 'board', players: 4, seed: 777, name: 'Beatrice de la Fontaine', bots: 'random' });
  const stats = await playToEnd(page, testInfo, async (panel) => {
    if (panel === 'purchase-panel') await expect(page.getByTestId('purchase-pass')).toBeEnabled();
    if (panel === 'auction-panel') await expect(page.getByTestId('auction-price')).toContainText(/\d00/);
  });
  expect([...stats.panels]).toEqual(
    expect.arrayContaining(['purchase-panel', 'keep-panel', 'bet-panel', 'card-placement', 'auction-panel']),
  );
  await expect(page.getByTestId('score-row')).toHaveCount(4);
  await expect(page.getByTestId('scores')).toContainText(/\d/);
  await expect(page.getByTestId('game-log')).toContainText(/(sells|buys) 1 VP|auction: nobody/);
  await layout.check('final scores');
  layout.expectClean('board 4p seed 777 en 1920×1080');
});
