import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { spawnServer, type SpawnedServer } from './online-server';
import { decide, waitForDecision } from './play-helpers';

// Online play through a real game server (docs/server.md): a host and a friend in two browser
// contexts, two bots in the other seats; each page draws its own seat's view only.

/** The server's port for this spec (the e2e web server has its own, E2E_PORT). */
const SERVER_PORT = Number(process.env['E2E_SERVER_PORT'] ?? 25673);
let server: SpawnedServer;

test.beforeAll(async () => {
  server = await spawnServer(SERVER_PORT);
});
test.afterAll(async () => {
  await server?.stop();
});

async function openOnline(browser: Browser, name: string, locale = 'en'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript((l) => {
    localStorage.setItem('horse-fever:tutorial', 'seen');
    localStorage.setItem('horse-fever:locale', l);
  }, locale);
  await page.goto('/');
  await page.getByTestId('open-online').click();
  await page.getByTestId('online-address').fill(server.address);
  await page.getByTestId('online-name').fill(name);
  return page;
}

/** The host's table: a Family Game, seats 3 and 4 for bots at `level`; returns the invite code. */
async function hostFamily(page: Page, level: string): Promise<string> {
  await page.getByTestId('online-host-go').click();
  await expect(page.getByTestId('online-lobby')).toBeVisible();
  await page.getByTestId('online-mode-family').check();
  for (const seat of [2, 3]) {
    const row = page.locator(`[data-testid="lobby-seat"][data-seat="${seat}"]`);
    await row.getByTestId('seat-kind').selectOption('bot');
    await row.getByTestId('seat-level').selectOption(level);
    await expect(row.getByTestId('seat-level')).toHaveValue(level);
  }
  return (await page.getByTestId('invite-code').getAttribute('data-code'))!;
}

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
function characterCard(page: Page): Promise<string | null> {
  return page.locator('[data-testid="my-character"] [data-card]').first().getAttribute('data-card');
}

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
      await page.getByTestId('speed-instant').click();
      // The same seat again (its bot may have played meanwhile): its name, its own character card.
      await expect(page.locator('[data-testid="bar-seat"].me')).toContainText(name);
      expect(await characterCard(page)).toBe(character);
      await testInfo.attach('after reload', { body: await page.screenshot(), contentType: 'image/png' });
      reloadAt = -1;
      continue;
    }
    const step = await page.getByTestId('decision-area').getAttribute('data-step');
    await decide(page, panel);
    play.decisions++;
    await page.waitForFunction(
      (before) =>
        document.querySelector('[data-testid="end-screen"]')?.checkVisibility() ||
        document.querySelector('[data-testid="decision-area"]')?.getAttribute('data-step') !== before,
      step,
    );
  }
  await expect(page.getByTestId('end-screen')).toBeVisible();
  return play;
}

test('a host and a friend play a Family Game online with two bots to the end; a reloaded page gets its seat back', async ({
  browser,
}, testInfo) => {
  const anna = await openOnline(browser, 'Anna');
  const code = await hostFamily(anna, 'random');
  const ben = await openOnline(browser, 'Ben');
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
  const [a, b] = await Promise.all([playSeat(anna, testInfo, 'Anna'), playSeat(ben, testInfo, 'Ben', 3)]);
  console.log(`online Family game: ${a.decisions} + ${b.decisions} decisions in ${(Date.now() - started) / 1000} s`);
  expect(a.decisions).toBeGreaterThan(5);
  expect(b.decisions).toBeGreaterThan(2);
  await testInfo.attach('end host', { body: await anna.screenshot(), contentType: 'image/png' });
  await testInfo.attach('end friend', { body: await ben.screenshot(), contentType: 'image/png' });
  await anna.context().close();
  await ben.context().close();
});
