// The Replay screen (docs/replays.md) in the web build: a finished game opened from the saved-games
// list and watched to its end by round and by decision, its hidden cards shown, the layout checked.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GameOptions } from '../src-shared/engine/core/types';
import { watchLayout, type LayoutWatch } from './layout/watch';
import { preparedSave, withSaves } from './visual-states';
import { FITS, fitLocales, fitSizes } from './screen-matrix';

test.use({ reducedMotion: 'reduce' });

const OVER: GameOptions = { mode: 'family', players: ['Rae', 'Bo', 'Cy'], seed: 4242 };
const finished = (): string => preparedSave(OVER, 'over', 'Ended table');
/** The same table stopped at its second round's first bets: an unfinished game. */
const unfinished = (): string =>
  preparedSave({ ...OVER, seed: 4243 }, (s) => s.round === 2 && s.phase === 'firstBets', 'Open table', 19);

const position = async (page: Page): Promise<number> =>
  Number(await page.getByTestId('replay-screen').getAttribute('data-position'));
const length = async (page: Page): Promise<number> =>
  Number((await page.getByTestId('replay-timeline').getAttribute('max')) ?? 0);

/** The player's record with one finished game, its save in `slot` (record-schema.ts). */
const recordOf = (slot: string): string =>
  JSON.stringify({
    format: 'horse-fever-record',
    version: 1,
    entries: [
      {
        id: `${slot}/4242`,
        finishedAt: new Date(Date.UTC(2026, 10, 1, 20)).toISOString(),
        mode: 'family',
        players: 3,
        bots: ['easy', 'easy'],
        place: 2,
        vp: 7,
        money: 2800,
        won: false,
        hints: 0,
        undos: 0,
        daily: null,
        slot,
      },
    ],
  });

/** Opens the saved game `name` in the Replay screen from the Saved games list (`shot`: a picture of the list). */
async function openReplay(page: Page, name: string, shot?: string): Promise<void> {
  await page.getByTestId('open-saves').click();
  if (shot) writeFileSync(shot, await page.screenshot());
  await page.getByTestId('save-entry').filter({ hasText: name }).getByTestId('save-replay').click();
  await expect(page.getByTestId('replay-screen')).toBeVisible();
  await expect(page.getByTestId('replay-screen')).toHaveAttribute('data-position', '0');
}

/** Presses `step` while `forward` is enabled (not at the end); the positions it stopped at. */
async function walk(page: Page, step: () => Promise<void>, forward: Locator, layout: LayoutWatch, every: number) {
  const seen: number[] = [];
  while (await forward.isEnabled()) {
    const before = await position(page);
    await step();
    await expect.poll(() => position(page)).toBeGreaterThan(before);
    seen.push(await position(page));
    if (seen.length % every === 0) await layout.check(`replay step ${seen.at(-1)}`);
  }
  return seen;
}

test('a finished game from the saved-games list, replayed to its end by round and by decision', async ({
  page,
}, testInfo) => {
  const layout = await watchLayout(page, testInfo);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await withSaves(page, { '20261101-200000-over': finished(), '20261101-190000-mid': unfinished() });
  await openReplay(page, 'Ended table');
  // Keyboard: the screen opens on Exit.
  await expect(page.getByTestId('replay-exit')).toBeFocused();
  const end = await length(page);
  expect(end).toBeGreaterThan(50);

  // By round: one stop per round, the last at the end of the game.
  const roundForward = page.getByTestId('replay-round-forward');
  const rounds = await walk(page, () => roundForward.click(), roundForward, layout, 1);
  expect(rounds.at(-1)).toBe(end);
  expect(rounds.length).toBeGreaterThanOrEqual(5);
  await expect(page.getByTestId('replay-screen')).toHaveAttribute('data-phase', 'gameOver');
  await expect(page.getByTestId('replay-round-forward')).toBeDisabled();

  // Home, then by decision with the arrow key, to the end again; each stop later than the last.
  await page.keyboard.press('Home');
  await expect(page.getByTestId('replay-screen')).toHaveAttribute('data-position', '0');
  const decisions = await walk(
    page,
    () => page.keyboard.press('ArrowRight'),
    page.getByTestId('replay-decision-forward'),
    layout,
    15,
  );
  expect(decisions.length).toBeGreaterThan(rounds.length);
  expect(decisions).toEqual([...decisions].sort((a, b) => a - b));
  expect(decisions.at(-1)).toBe(end);
  // Back by phase with Shift, then scrubbed to the middle of the timeline.
  await page.keyboard.press('Shift+ArrowLeft');
  expect(await position(page)).toBeLessThan(end);
  await page.getByTestId('replay-timeline').fill(String(Math.floor(end / 2)));
  await expect(page.getByTestId('replay-screen')).toHaveAttribute('data-position', String(Math.floor(end / 2)));

  // The game is over: the spoiler switch shows every seat's hidden cards, and any seat's view.
  await expect(page.getByTestId('replay-spoilers-refused')).toHaveCount(0);
  await page.getByTestId('replay-spoilers').check();
  await expect(page.getByTestId('replay-hidden-seat')).toHaveCount(3);
  await layout.check('replay spoilers');
  await page.getByTestId('replay-seat').selectOption({ label: 'Bo' });
  await expect(page.getByTestId('my-cards')).toBeVisible();

  // Play runs on by itself; Space pauses.
  await page.getByTestId('replay-speed-fast').click();
  const from = await position(page);
  await page.getByTestId('replay-play').click();
  await expect.poll(() => position(page)).toBeGreaterThan(from + 2);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('replay-play')).toHaveAttribute('aria-pressed', 'false');

  // Exit goes back to the list; the unfinished game shows only its player's view, no spoilers.
  await page.getByTestId('replay-exit').click();
  await expect(page.getByTestId('saved-games-screen')).toBeVisible();
  await page.getByTestId('save-entry').filter({ hasText: 'Open table' }).getByTestId('save-replay').click();
  await expect(page.getByTestId('replay-screen')).toHaveAttribute('data-finished', 'false');
  await expect(page.getByTestId('replay-spoilers')).toHaveCount(0);
  await expect(page.getByTestId('replay-seat')).toHaveCount(0);
  await expect(page.getByTestId('replay-spoilers-refused')).toContainText('once the game is over');
  await page.keyboard.press('End');
  await layout.check('replay unfinished end');

  // The replay exports its game as a save file; a save file picked from disk is replayed at once.
  const download = page.waitForEvent('download');
  await page.getByTestId('replay-export').click();
  const text = await readFile(await (await download).path(), 'utf8');
  expect(JSON.parse(text)).toMatchObject({ name: 'Open table' });
  await page.getByTestId('replay-exit').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('replay-file').click();
  await (await chooser).setFiles({ name: 'ended.json', mimeType: 'application/json', buffer: Buffer.from(finished()) });
  await expect(page.getByTestId('replay-screen')).toHaveAttribute('data-finished', 'true');
  await expect(page.getByTestId('replay-name')).toHaveText('Ended table');

  // The record's history replays a game whose save is still there.
  await page.evaluate((record) => localStorage.setItem('horse-fever:record', record), recordOf('20261101-200000-over'));
  await page.reload();
  await page.getByTestId('open-record').click();
  const shots = process.env['REPLAY_SHOTS'];
  if (shots) writeFileSync(join(shots, 'record-1280.png'), await page.screenshot());
  await page.getByTestId('record-replay').click();
  await expect(page.getByTestId('replay-name')).toHaveText('Ended table');
  await page.getByTestId('replay-exit').click();
  await expect(page.getByTestId('record-screen')).toBeVisible();
  layout.expectClean('replay 1280×720');
});

test('the final scores replay the game just ended, and leave it on the table', async ({ page }) => {
  await page.goto('/');
  await withSaves(page, { '20261101-200000-over': finished() });
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('end-screen')).toBeVisible();
  await page.getByTestId('end-replay').click();
  await expect(page.getByTestId('replay-screen')).toHaveAttribute('data-finished', 'true');
  await page.keyboard.press('End');
  await expect(page.getByTestId('replay-screen')).toHaveAttribute('data-phase', 'gameOver');
  await page.getByTestId('replay-exit').click();
  await expect(page.getByTestId('end-screen')).toBeVisible();
});

test(
  'the Replay screen fits at 1280×720 and 1920×1080, in English, French and Italian',
  FITS,
  async ({ page }, testInfo) => {
    const layout = await watchLayout(page, testInfo);
    const shots = process.env['REPLAY_SHOTS'];
    await page.goto('/');
    await withSaves(page, { '20261101-200000-over': finished() });
    for (const locale of fitLocales(['en', 'fr', 'it'] as const, 'fr')) {
      await page.evaluate((l) => localStorage.setItem('horse-fever:locale', l), locale);
      for (const { width, height } of fitSizes()) {
        await page.setViewportSize({ width, height });
        await page.reload();
        await openReplay(page, 'Ended table', shots && join(shots, `saves-${locale}-${width}.png`));
        // The middle of a race, hidden cards shown: the fullest moment of the screen.
        const end = await length(page);
        await page.getByTestId('replay-timeline').fill(String(Math.floor(end * 0.45)));
        await page.getByTestId('replay-spoilers').check();
        await layout.check(`replay ${locale} ${width}`);
        const box = (await page.getByTestId('replay-screen').boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(height);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        if (shots) writeFileSync(join(shots, `replay-${locale}-${width}.png`), await page.screenshot());
        // Not in the visual spec's baselines: axe checks the screen here, as record.e2e.ts does its own.
        const { violations } = await new AxeBuilder({ page }).include('[data-testid="replay-screen"]').analyze();
        const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        await page.getByTestId('replay-end').click();
        await layout.check(`replay end ${locale} ${width}`);
        if (shots) writeFileSync(join(shots, `replay-end-${locale}-${width}.png`), await page.screenshot());
        await page.getByTestId('replay-exit').click();
      }
    }
    layout.expectClean('replay sizes');
  },
);
