import { expect, test, type Page, type Route } from '@playwright/test';
import { layoutViolations } from './layout/invariants';
import { decide, startGame, waitForDecision } from './play-helpers';
import { FITS, fitLocales } from './screen-matrix';

// Undo against bots and Hints that explain (docs/replays.md): a Family Game against a bot. The
// bots' worker is held back at first, so the bot is still thinking when Ann takes her bet back:
// undo reaches only as far as nothing new has come out.

/** Holds every request for the bots' worker until `release` (the bot thinks for as long as the test needs). */
async function holdWorker(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let open = false;
  await page.route(
    (url) => /\/assets\/worker[^/]*\.js$/.test(url.pathname),
    (route) => (open ? route.continue() : void held.push(route)),
  );
  return async () => {
    open = true;
    for (const r of held.splice(0)) await r.continue();
  };
}

/** The newest save written (the slot's previous version is kept beside it as its backup). */
function newestSave(page: Page): Promise<{ aids?: unknown; actions: unknown[] }> {
  return page.evaluate(() => {
    const saves = Object.keys(localStorage)
      .filter((k) => k.startsWith('horse-fever:save:'))
      .map((k) => JSON.parse(localStorage.getItem(k)!) as { savedAt: string; aids?: unknown; actions: unknown[] });
    return saves.sort((a, b) => b.savedAt.localeCompare(a.savedAt))[0]!;
  });
}

const seat0 = (page: Page) => page.locator('[data-testid="player-panel"][data-seat="0"]');

async function expectLaidOut(page: Page, size: string): Promise<void> {
  const found = await page.evaluate(layoutViolations);
  expect(found, `${size}: ${JSON.stringify(found, null, 1)}`).toEqual([]);
}

test('Ann bets, takes it back while the bot thinks, reloads the same game and asks for a hint', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const release = await holdWorker(page);
  await startGame(page, { mode: 'family', players: 2, seed: 1, name: 'Ann', bots: 'hard' });
  await expect(page.getByTestId('bet-panel')).toBeVisible();
  const undo = page.getByTestId('undo');
  await expect(undo).toBeDisabled();
  const money = await seat0(page).getByTestId('player-money').first().textContent();
  await expect(seat0(page).getByTestId('bet')).toHaveCount(0);

  await decide(page, 'bet-panel');
  await expect(seat0(page).getByTestId('bet')).toHaveCount(1);
  await expect(undo).toBeEnabled();
  await page.keyboard.press('Control+z');

  // The bet is gone, the stake back; nothing more to take back.
  await expect(seat0(page).getByTestId('bet')).toHaveCount(0);
  await expect(seat0(page).getByTestId('player-money').first()).toHaveText(money!);
  await expect(page.getByTestId('bet-panel')).toBeVisible();
  await expect(undo).toBeDisabled();
  await release();

  // The autosave holds the shorter game: it replays to the same table, undo counted.
  const saved = await newestSave(page);
  expect(saved.aids).toEqual({ undos: 1, hints: 0 });
  expect(saved.actions.some((a) => (a as { type: string }).type === 'bet')).toBe(false);
  await page.reload();
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('bet-panel')).toBeVisible();
  await expect(seat0(page).getByTestId('bet')).toHaveCount(0);
  await expect(seat0(page).getByTestId('player-money').first()).toHaveText(money!);

  // The hint: the hard bot's choice and every bet's chance, from Ann's view.
  await page.getByTestId('hint').click();
  const panel = page.getByTestId('hint-panel');
  await expect(panel).toHaveAttribute('data-status', 'ready');
  await expect(page.getByTestId('hint-action')).toHaveText(/bet of \d+ on /);
  const rows = panel.getByTestId('hint-row');
  expect(await rows.count()).toBeGreaterThanOrEqual(6);
  await expect(rows.first()).toContainText('%');
  await expect(panel.locator('[data-testid="hint-row"].chosen')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('hint-1280.png') });
  await expectLaidOut(page, '1280×720');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expectLaidOut(page, '1920×1080');
  await page.screenshot({ path: test.info().outputPath('hint-1920.png') });

  // Asked again for the same decision, it counts once; the record of the game says so.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await page.getByTestId('hint').click();
  await expect(panel).toHaveAttribute('data-status', 'ready');
  await expect.poll(async () => (await newestSave(page)).aids).toEqual({ undos: 1, hints: 1 });
});

const BET_WORD = { fr: 'Pari', it: 'Scommessa' } as const;
for (const locale of fitLocales(['fr', 'it'] as const, 'fr')) {
  const bet = BET_WORD[locale];
  test(`the hint panel and the menu bar fit in ${locale}`, FITS, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('horse-fever:locale', l), locale);
    await page.setViewportSize({ width: 1280, height: 720 });
    await startGame(page, { mode: 'family', players: 4, seed: 3, name: 'Ann', bots: 'random' });
    await expect(page.getByTestId('bet-panel')).toBeVisible();
    await page.getByTestId('hint').click();
    await expect(page.getByTestId('hint-panel')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('hint-action')).toContainText(bet);
    await page.screenshot({ path: test.info().outputPath(`hint-${locale}-1280.png`) });
    await expectLaidOut(page, `${locale} 1280×720`);
    // Settings lists Ctrl+Z among the keys, and still fits.
    await page.getByTestId('hint-close').click();
    await page.getByTestId('open-settings').click();
    await expect(page.getByTestId('settings-keys')).toContainText('Ctrl+Z');
    await page.screenshot({ path: test.info().outputPath(`settings-${locale}-1280.png`) });
    await expectLaidOut(page, `${locale} settings 1280×720`);
  });
}

test('a hint says what a card would do to the race, and what a purchase brings', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await startGame(page, { mode: 'family', players: 3, seed: 7, name: 'Ann', bots: 'random' });
  const panel = page.getByTestId('hint-panel');
  for (let guard = 0; guard < 20; guard++) {
    const shown = await waitForDecision(page);
    if (shown === 'card-placement') break;
    if (shown === 'payoff' || shown === 'end') throw new Error(`no card to place before the ${shown}`);
    const step = await page.getByTestId('decision-area').getAttribute('data-step');
    await decide(page, shown);
    await expect(page.getByTestId('decision-area')).not.toHaveAttribute('data-step', step ?? '');
  }
  await page.getByTestId('hint').click();
  await expect(panel).toHaveAttribute('data-status', 'ready');
  await expect(page.getByTestId('hint-action')).toHaveText(/^Play .+ on \w+$/);
  await expect(panel.getByTestId('hint-table').first()).toContainText('What each card would do');
  await expect(panel.locator('[data-testid="hint-row"].chosen')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('hint-card-1280.png') });
  await expectLaidOut(page, 'card 1280×720');

  await page.getByTestId('leave-game').click();
  await startGame(page, { mode: 'board', players: 3, seed: 7, name: 'Ann', bots: 'random' });
  await expect(page.getByTestId('purchase-panel')).toBeVisible();
  await page.getByTestId('hint').click();
  await expect(panel).toHaveAttribute('data-status', 'ready');
  await expect(panel.getByTestId('hint-table').first()).toContainText('What each purchase brings');
  await page.screenshot({ path: test.info().outputPath('hint-purchase-1280.png') });
  await expectLaidOut(page, 'purchase 1280×720');
});
