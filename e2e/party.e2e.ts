import { GAME } from './game-tag';
import { expect, test } from '@playwright/test';
import { watchLayout } from './layout/watch';

// The Party Game on screen (docs/rules.md §11): New game offers it; a 12-seat table fits 1280×720;
// the human bets through the Party bet form, orders any tie as bookmaker, and sees each race's
// payoffs and the final standings.
test('a 2-race Party Game with 11 bots, through the UI to the final standings', GAME, async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  // The layout checker at every step (docs/layout-checker.md).
  const layout = await watchLayout(page, testInfo);
  await page.goto('/');
  await page.getByTestId('mode-party').check();
  await page.getByTestId('player-name').fill('Ann');
  await page.getByTestId('player-count').selectOption('12');
  await page.getByTestId('party-races').fill('2');
  await page.getByTestId('party-money').fill('1000');
  await page.getByTestId('seed-input').fill('20');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('table-screen')).toBeVisible();
  await page.getByTestId('speed-instant').click();

  // Twelve seats, all on screen at once; no odds on the board, one row per horse.
  const seats = page.getByTestId('player-panel');
  await expect(seats).toHaveCount(12);
  for (const seat of await seats.all()) {
    const box = (await seat.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(720);
  }
  await expect(page.getByTestId('party-board-row')).toHaveCount(6);
  await expect(page.getByTestId('odds')).toHaveCount(0);
  await expect(page.getByTestId('bookmaker-badge')).toHaveCount(1);

  const form = page.getByTestId('party-bet-form');
  const tie = page.getByTestId('party-tie-dialog');
  const payoff = page.getByTestId('payoff-moment');
  const end = page.getByTestId('end-screen');
  const area = page.getByTestId('decision-area');
  let bets = 0;
  let payoffs = 0;
  for (let guard = 0; guard < 50 && !(await end.isVisible()); guard++) {
    await expect(form.or(tie).or(payoff).or(end).first()).toBeVisible();
    const step = await area.getAttribute('data-step');
    if (await payoff.isVisible()) {
      payoffs++;
      await expect(page.getByTestId('payoff-row')).toHaveCount(12);
      await page.getByTestId('payoff-continue').click();
      await expect(payoff).toHaveCount(0);
      continue;
    }
    if (await end.isVisible()) break;
    if (await tie.isVisible()) await page.getByTestId('party-tie-confirm').click();
    else {
      await form.locator('input[type=radio]:enabled').first().check();
      await expect(page.getByTestId('party-bet-payout')).toContainText(/pays \d+ \([26] × 100\)/);
      await page.getByTestId('stake-min').click();
      await page.getByTestId('party-bet-confirm').click();
      bets++;
    }
    await expect(area).not.toHaveAttribute('data-step', step ?? '');
    await expect(page.getByTestId('action-error')).toHaveCount(0);
  }
  await expect(end).toBeVisible();
  expect(payoffs).toBe(2);
  // Ann bets twice in each race she is not the bookmaker of (she keeps at least 800 of 1000).
  expect(bets === 2 || bets === 4).toBe(true);
  await expect(page.getByTestId('score-row')).toHaveCount(12);
  await expect(page.getByTestId('winner')).not.toBeEmpty();
  await expect(page.getByTestId('game-log')).toContainText('Movement card');
  await layout.check('final standings');
  layout.expectClean('party 12p seed 20 en 1280×720');
});
