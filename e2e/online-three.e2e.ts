import { expect } from '@playwright/test';
import { GAME } from './game-tag';
import { specServer } from './online-server';
import { expectOwnHandsOnly, finalScores, hostTable, joinTable, playOnline, startTable, test } from './online-play';

// Three people, each in a browser context of their own, and a bot play a Family Game through a
// real game server (issue 35's "three Playwright browser contexts and a bot").

const server = specServer(23_000);

test(
  'three people in three browser contexts and a bot play a Family Game online to the end; each sees only its own hand, all the same scores, the whole log and the replay; the rematch brings them back',
  GAME,
  async ({ openOnline }, testInfo) => {
    const names = ['Anna', 'Ben', 'Cleo'];
    const pages = await Promise.all(names.map((n) => openOnline(n, server.address)));
    const [anna, cleo] = [pages[0]!, pages[2]!];
    const code = await hostTable(anna, 'family', { 3: 'random' });
    for (const friend of pages.slice(1)) await joinTable(friend, code, anna);
    await startTable(anna, pages);
    for (const page of pages) {
      await expect(page.getByTestId('bar-seat')).toHaveCount(4);
      await expect(page.getByTestId('table-screen')).toHaveAttribute('data-phase', 'firstBets');
    }
    // Each page's own seat is its name's, and the first hands are each page's own.
    for (const [i, page] of pages.entries())
      await expect(page.locator('[data-testid="bar-seat"].me')).toContainText(names[i]!);
    await expectOwnHandsOnly(pages);

    const started = Date.now();
    const runs = await Promise.all(pages.map((p) => playOnline(p))).catch(async (e: unknown) => {
      for (const [i, p] of pages.entries())
        await testInfo.attach(`failed ${names[i]}`, { body: await p.screenshot(), contentType: 'image/png' });
      throw e;
    });
    console.log(
      `online Family game, three people and a bot: ${runs.map((r) => r.decisions).join(' + ')} decisions in ` +
        `${(Date.now() - started) / 1000} s`,
    );
    // Four players play four rounds: every page was shown each race's payoffs.
    for (const run of runs) {
      expect(run.payoffs).toBe(4);
      expect([...run.panels]).toEqual(expect.arrayContaining(['bet-panel', 'card-placement']));
    }
    const scores = await Promise.all(pages.map(finalScores));
    expect(scores[0]).toHaveLength(4);
    expect(scores[1]).toEqual(scores[0]);
    expect(scores[2]).toEqual(scores[0]);
    for (const name of names) expect(scores[0]!.join('\n')).toContain(name);
    await testInfo.attach('end, Cleo', { body: await cleo.screenshot(), contentType: 'image/png' });

    // After the game, as after a solo one: every page's log holds the whole game from its first
    // round, and the replay plays it from the start to the final scores.
    for (const page of pages) {
      await expect(page.getByTestId('log-round')).toHaveCount(4);
      await expect(page.locator('[data-testid="log-round"][data-round="1"]')).toBeAttached();
    }
    await cleo.getByTestId('end-replay').click();
    await expect(cleo.getByTestId('replay-screen')).toHaveAttribute('data-finished', 'true');
    await expect(cleo.getByTestId('replay-screen')).toHaveAttribute('data-position', '0');
    await cleo.keyboard.press('End');
    await expect(cleo.getByTestId('replay-screen')).toHaveAttribute('data-phase', 'gameOver');
    await cleo.getByTestId('replay-exit').click();
    await expect(cleo.getByTestId('end-screen')).toBeVisible();

    // The host's rematch: everyone's app follows into a new lobby of the same game, in their seats.
    await anna.getByTestId('end-rematch').click();
    for (const [i, page] of pages.entries()) {
      await expect(page.getByTestId('online-lobby')).toBeVisible();
      await expect(page.getByTestId('lobby-seat')).toHaveCount(4);
      await expect(page.locator(`[data-testid="lobby-seat"][data-seat="${i}"]`)).toHaveAttribute('data-taken', 'true');
      await expect(page.getByTestId('online-mode-family')).toBeChecked();
    }
    await expect(anna.locator('[data-testid="lobby-seat"][data-seat="3"] [data-testid="seat-kind"]')).toHaveValue(
      'bot',
    );
  },
);
