import { expect, type Page } from '@playwright/test';
import { GAME } from './game-tag';
import { specServer } from './online-server';
import { finalScores, hostTable, joinTable, playOnline, startTable, test } from './online-play';
import { waitForDecision } from './play-helpers';

// The turn timer through a real server and two browsers (issue 35): the host sets 30 s a decision;
// Ben sees his time run down and lets it run out; his seat's stand-in bot makes that one decision and
// he stays seated; then both play the game to its end, every decision of it timed.

const server = specServer(26_000);

/** The seconds the bar shows left to decide. */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('bar-timer').textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1] ?? NaN);
}

test(
  'a timed online game: a decision left to run out is made by the seat’s stand-in, the player stays seated and plays on',
  GAME,
  async ({ openOnline }, testInfo) => {
    const [anna, ben] = await Promise.all(['Anna', 'Ben'].map((n) => openOnline(n, server.address)));
    const code = await hostTable(anna!, 'family', { 2: 'random', 3: 'random' });
    await anna!.getByTestId('online-timer').selectOption('30');
    await expect(anna!.getByTestId('online-timer')).toHaveValue('30');
    await joinTable(ben!, code, anna!);
    await expect(ben!.getByTestId('online-timer')).toHaveValue('30');
    await startTable(anna!, [anna!, ben!]);

    // Anna plays the whole game as it comes (each of her waits for a decision, a minute at most, outlasts
    // Ben's 30 s); Ben first lets his first decision run out.
    const annaRun = playOnline(anna!);
    expect(await waitForDecision(ben!)).toBe('bet-panel');
    const area = ben!.getByTestId('decision-area');
    const step = await area.getAttribute('data-step');
    await expect(ben!.getByTestId('bar-turn')).toHaveText('Your turn');
    await expect(ben!.getByTestId('bar-timer')).toBeVisible();
    const first = await secondsLeft(ben!);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(30);
    await expect.poll(() => secondsLeft(ben!)).toBeLessThan(first);
    await testInfo.attach('Ben’s time running', { body: await ben!.screenshot(), contentType: 'image/png' });
    // The hang-ender, not a judge: the server's 30 s run out, then its answer comes.
    await expect(area).not.toHaveAttribute('data-step', step ?? '', { timeout: 180_000 });
    // The stand-in bet for him; he is still at the table, connected, in his seat.
    await expect(ben!.locator('[data-testid="bar-seat"].me')).toContainText('Ben');
    await expect(ben!.locator('[data-testid="bar-seat"].me .bar-state')).toHaveText('Connected');
    await expect(ben!.locator('[data-testid="player-panel"][data-seat="1"] [data-testid="bet"]')).toHaveCount(1);

    const [a, b] = await Promise.all([annaRun, playOnline(ben!)]);
    expect(a.payoffs).toBe(4);
    expect(b.payoffs).toBe(4);
    expect(await finalScores(ben!)).toEqual(await finalScores(anna!));
  },
);
