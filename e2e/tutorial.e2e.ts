import AxeBuilder from '@axe-core/playwright';
import { GAME } from './game-tag';
import { expect, test } from '@playwright/test';

// A first launch offers the tutorial (docs/table.md), a guided first Family Game round on a fixed seed.
test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 1280, height: 720 } });

test(
  'the first launch offers the tutorial, which coaches a whole first round played through the UI',
  GAME,
  async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('tutorial-start').click();
    const coach = page.getByTestId('coach-mark');
    const next = page.getByTestId('coach-next');
    /** The note on screen now; each note but the first and last rings the element it explains. */
    const at = async (step: string) => {
      await expect(coach).toHaveAttribute('data-step', step);
      await expect(page.getByTestId('coach-ring')).toHaveCount(step === 'welcome' || step === 'end' ? 0 : 1);
    };
    /** Uses the controls the coach rings for its suggested move, in order. */
    const follow = async () => {
      const spots = page.getByTestId('coach-spot');
      await expect(spots.first()).toBeVisible();
      const targets = await spots.evaluateAll((els) => els.map((e) => e.getAttribute('data-target')!));
      for (const target of targets) await page.locator(target).click();
    };
    await page.getByTestId('speed-instant').click();

    // Reading: the odds board, the player's seat, bets and the minimum bet; Back returns one note.
    await at('welcome');
    await next.click();
    await at('odds');
    await expect(coach).toContainText('Today the favourite is Green, at 1:2.');
    await next.click();
    await at('seat');
    await page.getByTestId('coach-back').click();
    await at('odds');
    await next.click();
    await next.click();
    await at('bets');
    await expect(coach).toContainText('with 2 VP, at least 200');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');

    // The moves it asks for, and why: the coach follows the game to the next phase by itself.
    await at('firstBet');
    await expect(coach).toContainText('Place a Show bet on Green (1:2) at the minimum, 200');
    // Keyboard: the note read goes on with Enter, and the move asked for has the focus on its first control.
    await expect(page.getByTestId('bet-option-green-show')).toBeFocused();
    await follow();
    await at('cards');
    await next.click();
    await at('fix');
    // axe on the coach's note and rings (the table under it has its own checks in visual.e2e.ts).
    const { violations } = await new AxeBuilder({ page }).include('.coach-layer').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await expect(coach).toContainText('on Green: it helps its horse, and Green is the horse you bet on.');
    await follow();
    await expect(coach).toContainText('on Red: it harms its horse, and Red is the strongest rival of your horse.');
    await follow();
    await at('secondBet');
    await follow();

    // The race waits for the player; then the payoffs and the new odds.
    await at('race');
    await expect(page.getByTestId('table-screen')).toHaveAttribute('data-phase', 'race');
    await next.click();
    await at('payoff');
    await follow();
    await at('newOdds');
    await next.click();
    await at('end');
    await next.click();
    await expect(coach).toHaveCount(0);

    // A normal game goes on, and the next launch offers nothing.
    await expect(page.getByTestId('round')).toHaveText(/Round 2\/6/);
    await page.reload();
    await expect(page.getByTestId('new-game-screen')).toBeVisible();
    await expect(page.getByTestId('tutorial-offer')).toHaveCount(0);
  },
);
