import { expect, type Page } from '@playwright/test';
import { GAME } from './game-tag';
import { specServer } from './online-server';
import { type Decider, finalScores, hostTable, joinTable, playOnline, startTable, test } from './online-play';
import { decide } from './play-helpers';

// Two people in two browser contexts and two bots play a Board Game through a real game server
// (issue 35's "a Board Game to its end with two humans"): the Board Game's own decisions (the
// purchases, the cards kept, the starting lineup, the Action cards bought and played, the VP
// auctions) made through the UI and checked by the server.

const server = specServer(24_000);

/**
 * A buyer: in each round's first purchase step a card of a deck (draw 4, keep 1: the keep panel),
 * in the next Action cards (to play while fixing), else a pass; in the auctions, the first price
 * it may accept, once a game; play-helpers' choices otherwise.
 */
function buyer(): Decider {
  const bought = new Set<string>();
  let bid = false;
  return async (page: Page, panel) => {
    if (panel === 'purchase-panel') {
      const round = (await page.getByTestId('table-screen').getAttribute('data-round')) ?? '';
      if (!bought.has(`${round}:card`)) {
        bought.add(`${round}:card`);
        for (const deck of ['horse', 'assistant', 'goal']) {
          const button = page.getByTestId(`purchase-${deck}`);
          if (await button.isEnabled()) return button.click();
        }
      }
      if (!bought.has(`${round}:actions`)) {
        bought.add(`${round}:actions`);
        const actions = page.getByTestId('purchase-actions');
        if (await actions.isEnabled()) return actions.click();
      }
      return page.getByTestId('purchase-pass').click();
    }
    if (panel === 'auction-panel' && !bid && (await page.getByTestId('bid-accept').isEnabled())) {
      bid = true;
      return page.getByTestId('bid-accept').click();
    }
    return decide(page, panel);
  };
}

test(
  'two people in two browser contexts and two bots play a Board Game online to the end, buying, keeping, placing and bidding through the UI',
  GAME,
  async ({ openOnline }, testInfo) => {
    const names = ['Anna', 'Ben'];
    const pages = await Promise.all(names.map((n) => openOnline(n, server.address)));
    const [anna, ben] = [pages[0]!, pages[1]!];
    const code = await hostTable(anna, 'board', { 2: 'random', 3: 'random' });
    await joinTable(ben, code, anna);
    await startTable(anna, pages);
    // The Board Game opens on the purchases: no deal.
    for (const page of pages) await expect(page.getByTestId('table-screen')).toHaveAttribute('data-phase', 'purchase');

    const started = Date.now();
    const runs = await Promise.all(pages.map((p) => playOnline(p, { act: buyer() }))).catch(async (e: unknown) => {
      for (const [i, p] of pages.entries())
        await testInfo.attach(`failed ${names[i]}`, { body: await p.screenshot(), contentType: 'image/png' });
      throw e;
    });
    console.log(
      `online Board game, two people and two bots: ${runs.map((r) => r.decisions).join(' + ')} decisions in ` +
        `${(Date.now() - started) / 1000} s`,
    );
    for (const run of runs) {
      // Four players play four rounds; each person bought a card, kept one, bet and took part in
      // the Dutch auction of their VP token (everyone holds one in the first round).
      expect(run.payoffs).toBe(4);
      expect([...run.panels]).toEqual(
        expect.arrayContaining(['purchase-panel', 'keep-panel', 'bet-panel', 'auction-panel']),
      );
    }
    // The Action cards bought were played face down while fixing, by one of them at least.
    expect(runs.some((r) => r.panels.has('card-placement'))).toBe(true);
    const scores = await Promise.all(pages.map(finalScores));
    expect(scores[0]).toHaveLength(4);
    expect(scores[1]).toEqual(scores[0]);
    await testInfo.attach('end, Ben', { body: await ben.screenshot(), contentType: 'image/png' });
  },
);
