import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { GAME } from './game-tag';
import { watchLayout, type LayoutWatch } from './layout/watch';
import { specServer } from './online-server';
import { FITS, fitLocales, fitSizes } from './screen-matrix';
import { characterCard, decideOnline, hostTable, test } from './online-play';
import { waitForDecision } from './play-helpers';

// Online play through a real game server (docs/server.md): a host and a friend in two browser
// contexts, two bots in the other seats; each page draws its own seat's view only.

const server = specServer(29_000);

async function join(page: Page, code: string): Promise<void> {
  // Typed as a person might: lower case, with a space between the groups.
  await page.getByTestId('online-code').fill(`${code.slice(0, 5).toLowerCase()} ${code.slice(5)}`);
  await page.getByTestId('online-join-go').click();
  await expect(page.getByTestId('online-lobby')).toBeVisible();
}

/** The cards of the page's own hand, by their data-card ids. */
function handCards(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="my-hand"] [data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
}

/** The page's own character card (dealt once per game). */
/** The data-card ids anywhere on the page. */
function cardsOnPage(page: Page): Promise<string[]> {
  return page.locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
}

interface SeatPlay {
  decisions: number;
  /** The hand at the first bets of the first round. */
  hand: string[];
}

/**
 * Plays the page's seat through the UI to the final scores with play-helpers' simple choices,
 * reloading the page before decision `reloadAt` (the seat must come back: the same name and character).
 */
async function playSeat(page: Page, testInfo: TestInfo, name: string, reloadAt = -1): Promise<SeatPlay> {
  const play: SeatPlay = { decisions: 0, hand: [] };
  for (let guard = 0; guard < 2000; guard++) {
    const panel = await waitForDecision(page);
    if (panel === 'end') break;
    if (panel === 'payoff') {
      await page.getByTestId('payoff-continue').click();
      continue;
    }
    const phase = await page.getByTestId('table-screen').getAttribute('data-phase');
    if (phase === 'firstBets' && play.hand.length === 0) play.hand = await handCards(page);
    if (play.decisions === reloadAt) {
      const character = await characterCard(page);
      await page.reload();
      await expect(page.getByTestId('table-screen')).toBeVisible();
      // The same seat again (its bot may have played meanwhile): its name, its own character card.
      await expect(page.locator('[data-testid="bar-seat"].me')).toContainText(name);
      expect(await characterCard(page)).toBe(character);
      // Its log holds the game from its start again (the cards dealt to it), not from the reload. The
      // first round folds away once the second starts (its bot may play on): unfold it to read it
      // (as a click on its title would; the race's results may lie over the log).
      await expect(async () => {
        await page
          .locator('[data-testid="log-round"][data-round="1"] details')
          .evaluate((d) => ((d as HTMLDetailsElement).open = true));
        await expect(page.getByTestId('game-log')).toContainText('You receive', { timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      await testInfo.attach('after reload', { body: await page.screenshot(), contentType: 'image/png' });
      reloadAt = -1;
      continue;
    }
    await decideOnline(page, panel);
    play.decisions++;
  }
  await expect(page.getByTestId('end-screen')).toBeVisible();
  return play;
}

test(
  'a host removes a stranger, then plays a Family Game online with a friend and two bots to the end; a reloaded page gets its seat back',
  GAME,
  async ({ openOnline }, testInfo) => {
    const anna = await openOnline('Anna', server.address);
    const code = await hostTable(anna, 'family', { 2: 'random', 3: 'random' });
    // Someone the host did not invite takes the first friend's seat and is removed before the start.
    const carl = await openOnline('Carl', server.address);
    await join(carl, code);
    const carlSeat = anna.locator('[data-testid="lobby-seat"][data-seat="1"]');
    await expect(carlSeat).toContainText('Carl');
    await carlSeat.getByTestId('seat-kick').click();
    await expect(carl.getByTestId('online-problem')).toContainText('removed you');
    await expect(carlSeat).toHaveAttribute('data-taken', 'false');
    await carl.context().close();

    const ben = await openOnline('Ben', server.address);
    await join(ben, code);
    const seats = anna.getByTestId('lobby-seat');
    await expect(seats.nth(1)).toContainText('Ben');
    await expect(seats.nth(1)).toHaveAttribute('data-taken', 'true');
    await expect(ben.getByTestId('online-waiting-host')).toBeVisible();
    await testInfo.attach('lobby host', { body: await anna.screenshot(), contentType: 'image/png' });
    await anna.getByTestId('online-start').click();
    for (const page of [anna, ben]) {
      await expect(page.getByTestId('table-screen')).toBeVisible();
      await page.getByTestId('speed-instant').click();
    }
    await expect(anna.getByTestId('bar-seat')).toHaveCount(4);

    // Before any card is played, each page shows its own hand and none of the other's cards.
    await expect(anna.getByTestId('table-screen')).toHaveAttribute('data-phase', 'firstBets');
    await expect(ben.getByTestId('table-screen')).toHaveAttribute('data-phase', 'firstBets');
    const [annaHand, benHand] = [await handCards(anna), await handCards(ben)];
    expect(annaHand.length).toBeGreaterThan(0);
    expect(benHand.length).toBeGreaterThan(0);
    for (const c of annaHand) expect(await cardsOnPage(ben)).not.toContain(c);
    for (const c of benHand) expect(await cardsOnPage(anna)).not.toContain(c);
    await testInfo.attach('table host', { body: await anna.screenshot(), contentType: 'image/png' });
    await testInfo.attach('table friend', { body: await ben.screenshot(), contentType: 'image/png' });

    const started = Date.now();
    const [a, b] = await Promise.all([playSeat(anna, testInfo, 'Anna'), playSeat(ben, testInfo, 'Ben', 3)]).catch(
      async (e: unknown) => {
        // Both seats' screens: the one that waited and the one that did not answer.
        for (const [who, p] of [
          ['host', anna],
          ['friend', ben],
        ] as const)
          await testInfo.attach(`failed ${who}`, { body: await p.screenshot(), contentType: 'image/png' });
        throw e;
      },
    );
    console.log(`online Family game: ${a.decisions} + ${b.decisions} decisions in ${(Date.now() - started) / 1000} s`);
    expect(a.decisions).toBeGreaterThan(5);
    expect(b.decisions).toBeGreaterThan(2);
    await testInfo.attach('end host', { body: await anna.screenshot(), contentType: 'image/png' });
    await testInfo.attach('end friend', { body: await ben.screenshot(), contentType: 'image/png' });
  },
);

test(
  'the online screens and the online table fit at 1280×720 and 1920×1080, in English and French; axe finds nothing serious in the lobby',
  FITS,
  async ({ openOnline }, testInfo) => {
    for (const locale of fitLocales(['en', 'fr'], 'fr'))
      for (const size of fitSizes()) {
        const game = `${locale} ${size.width}×${size.height}`;
        const watches: LayoutWatch[] = [];
        const watch = async (p: Page): Promise<void> => void watches.push(await watchLayout(p, testInfo));
        const host = await openOnline('Anna', server.address, { locale, size, watch });
        await watches[0]!.check('online start');
        const code = await hostTable(host, 'family', { 2: 'easy', 3: 'easy' });
        const friend = await openOnline('Benedetta Bellavista', server.address, { locale, size, watch });
        await join(friend, code);
        await expect(host.getByTestId('lobby-seat').nth(1)).toHaveAttribute('data-taken', 'true');
        await watches[0]!.check('lobby, host');
        await watches[1]!.check('lobby, friend');
        for (const p of [host, friend]) {
          const { violations } = await new AxeBuilder({ page: p }).include('[data-testid="online-screen"]').analyze();
          const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        }
        await testInfo.attach(`lobby ${game}`, { body: await host.screenshot(), contentType: 'image/png' });
        await host.getByTestId('online-start').click();
        for (const [i, p] of [host, friend].entries()) {
          await expect(p.getByTestId('online-bar')).toBeVisible();
          await watches[i]!.check('online table');
        }
        await testInfo.attach(`table ${game}`, { body: await friend.screenshot(), contentType: 'image/png' });
        for (const w of watches) w.expectClean(`online ${game}`);
        await host.context().close();
        await friend.context().close();
      }
  },
);
