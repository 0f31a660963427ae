import { expect, type Page } from '@playwright/test';
import { GAME } from './game-tag';
import { specServer } from './online-server';
import { answered, finalScores, hostTable, joinTable, startTable, test } from './online-play';

// The classic edition's Party Game online (issue 35's "every mode together"): two people in two
// browser contexts and two bots, a 2-race game set in the lobby; each bets through the Party bet
// form, orders a tie as bookmaker, sees each race's payoffs and the same final standings.

const server = specServer(27_000);

/** Plays the page's seat to the final standings through the UI; returns its bets and the payoffs it saw. */
async function playParty(page: Page): Promise<{ bets: number; payoffs: number }> {
  const form = page.getByTestId('party-bet-form');
  const tie = page.getByTestId('party-tie-dialog');
  const payoff = page.getByTestId('payoff-moment');
  const end = page.getByTestId('end-screen');
  const area = page.getByTestId('decision-area');
  const run = { bets: 0, payoffs: 0 };
  for (let guard = 0; guard < 200; guard++) {
    await expect(form.or(tie).or(payoff).or(end).first()).toBeVisible();
    if (await end.isVisible()) break;
    if (await payoff.isVisible()) {
      run.payoffs++;
      await expect(page.getByTestId('payoff-row')).toHaveCount(4);
      await page.getByTestId('payoff-continue').click();
      await expect(payoff).toHaveCount(0);
      continue;
    }
    const step = await area.getAttribute('data-step');
    if (await tie.isVisible()) await page.getByTestId('party-tie-confirm').click();
    else {
      await form.locator('input[type=radio]:enabled').first().check();
      await page.getByTestId('stake-min').click();
      await page.getByTestId('party-bet-confirm').click();
      run.bets++;
    }
    await answered(page, step);
    await expect(page.getByTestId('online-refusal')).toHaveCount(0);
  }
  await expect(end).toBeVisible();
  return run;
}

test(
  'two people in two browser contexts and two bots play a 2-race Party Game online to the final standings',
  GAME,
  async ({ openOnline }, testInfo) => {
    const [anna, ben] = await Promise.all(['Anna', 'Ben'].map((n) => openOnline(n, server.address)));
    const code = await hostTable(anna!, 'party', { 2: 'random', 3: 'random' });
    await anna!.getByTestId('online-party-races').fill('2');
    await anna!.getByTestId('online-party-races').blur();
    await expect(anna!.getByTestId('online-party-races')).toHaveValue('2');
    await joinTable(ben!, code, anna!);
    await expect(ben!.getByTestId('online-party-races')).toHaveValue('2');
    await startTable(anna!, [anna!, ben!]);
    for (const page of [anna!, ben!]) {
      await expect(page.getByTestId('player-panel')).toHaveCount(4);
      await expect(page.getByTestId('party-board-row')).toHaveCount(6);
    }
    const table = testInfo.outputPath('table-anna.png');
    await anna!.screenshot({ path: table });
    await testInfo.attach('the table, Anna', { path: table, contentType: 'image/png' });
    const runs = await Promise.all([playParty(anna!), playParty(ben!)]).catch(async (e: unknown) => {
      for (const [who, p] of [
        ['Anna', anna!],
        ['Ben', ben!],
      ] as const)
        await testInfo.attach(`failed ${who}`, { body: await p.screenshot(), contentType: 'image/png' });
      throw e;
    });
    for (const run of runs) {
      expect(run.payoffs).toBe(2);
      expect(run.bets).toBeGreaterThan(0);
    }
    const scores = await Promise.all([finalScores(anna!), finalScores(ben!)]);
    expect(scores[0]).toHaveLength(4);
    expect(scores[1]).toEqual(scores[0]);
    const path = testInfo.outputPath('standings-ben.png');
    await ben!.screenshot({ path });
    await testInfo.attach('standings, Ben', { path, contentType: 'image/png' });
  },
);
