// The player's record (docs/record.md) in the web build: a real game finished through the UI adds
// one entry, shown on the record screen; opening it again or starting a rematch adds nothing.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameOptions } from '../src-shared/engine/core/types';
import { readSaveText, serializeSave } from '../src-shared/save/save-file';
import { dailySeed } from '../src-renderer/record/daily-race';
import { playToEnd } from './play-helpers';
import { preparedSave } from './visual-states';
import { FITS, fitSizes } from './screen-matrix';

// The rules through the UI, not its motion (as full-games does).
test.use({ reducedMotion: 'reduce' });

const SLOT = '20261101-200000-record';
const RECORD_KEY = 'horse-fever:record';

/** A Family Game of two played by the engine to the first bets of its last round, against a random bot. */
function lastRoundSave(): string {
  const options: GameOptions = { mode: 'family', players: ['Rae', 'Bot 1'], seed: 5150 };
  const prepared = readSaveText(
    preparedSave(options, (s) => s.phase === 'firstBets' && s.round === s.rounds, 'Family game Rae'),
    'prepared',
  );
  if (!prepared.ok) throw new Error(prepared.problem);
  // Random bots: the one level the app does not cap by the clock, so the round plays the same anywhere.
  const seats = prepared.save.seats.map((seat) => (seat.kind === 'bot' ? { ...seat, level: 'random' as const } : seat));
  return serializeSave({ ...prepared.save, seats });
}

const recorded = (page: Page): Promise<number> =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{"entries":[]}') as { entries: [] }).entries.length,
    RECORD_KEY,
  );

test('a game finished through the UI is recorded once; reopening it or a rematch adds nothing', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('horse-fever:tutorial', 'seen'));
  await page.goto('/');
  await page.evaluate(
    ([slot, text]) => localStorage.setItem(`horse-fever:save:${slot}`, text!),
    [SLOT, lastRoundSave()],
  );
  await page.reload();
  await page.getByTestId('open-record').click();
  await expect(page.getByTestId('record-empty')).toBeVisible();
  // Keyboard: the screen opens on its Close button.
  await expect(page.getByTestId('record-close')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('record-screen')).toHaveCount(0);

  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('table-screen')).toBeVisible();
  await page.getByTestId('speed-instant').click();
  await playToEnd(page, testInfo);
  const mine = page.getByTestId('score-row').filter({ hasText: 'Rae' });
  const place = (await mine.locator('td.place').textContent())!.trim();
  // The game run tells the record once the end is published, which may come just after the final
  // scores show (a flake read it before, in a fresh clone's CI): wait for the one entry.
  await expect.poll(() => recorded(page)).toBe(1);
  const shots = process.env['RECORD_SHOTS'];
  if (shots) writeFileSync(join(shots, 'record-end-screen.png'), await page.screenshot());

  await page.getByTestId('end-record').click();
  await expect(page.getByTestId('record-screen')).toBeVisible();
  await expect(page.getByTestId('record-games').locator('dd')).toHaveText('1');
  await expect(page.getByTestId('record-row')).toHaveCount(1);
  await expect(page.getByTestId('record-place')).toHaveText(`${place} of 2`);
  // The row opens the finished game again: its end screen, and still one entry.
  await page.getByTestId('record-open').click();
  await expect(page.getByTestId('end-screen')).toBeVisible();
  expect(await recorded(page)).toBe(1);

  // A rematch is a new game: nothing is added until it ends.
  await page.getByTestId('end-rematch').click();
  await expect(page.getByTestId('table-screen')).toHaveAttribute('data-round', '1');
  expect(await recorded(page)).toBe(1);
  await page.reload();
  await page.getByTestId('open-record').click();
  await expect(page.getByTestId('record-row')).toHaveCount(1);
});

test('the daily race: today’s seed, a Family Game of four against three Normal bots', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 10, 26, 12));
  await page.addInitScript(() => localStorage.setItem('horse-fever:tutorial', 'seen'));
  await page.goto('/');
  await page.getByTestId('player-name').fill('Dai');
  const shots = process.env['RECORD_SHOTS'];
  await page.setViewportSize({ width: 1280, height: 720 });
  if (shots) writeFileSync(join(shots, 'record-new-game-1280.png'), await page.screenshot());
  await page.getByTestId('daily-race').click();
  await expect(page.getByTestId('table-screen')).toBeVisible();
  // The game's autosave (once written): the whole text is one JSON document.
  const options = () =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('horse-fever:save:') && !k.endsWith('.bak'));
      return key ? (JSON.parse(localStorage.getItem(key)!) as { options: unknown }).options : null;
    });
  await expect
    .poll(options)
    .toMatchObject({ mode: 'family', seed: dailySeed('2026-11-26'), players: ['Dai', 'Bot 1', 'Bot 2', 'Bot 3'] });
});

/** A few games of each kind, as the app records them. */
function sampleRecord(): string {
  const bots = (n: number, level: string) => Array.from({ length: n }, () => level);
  const entries = Array.from({ length: 14 }, (_, i) => {
    const mode = (['family', 'family', 'board', 'party'] as const)[i % 4]!;
    const players = mode === 'party' ? 6 : 3 + (i % 3);
    const place = [1, 2, 1, 3, 1, 1, 4, 2][i % 8]!;
    return {
      id: `20261101-1${String(i).padStart(5, '0')}-shots/${i}`,
      finishedAt: new Date(Date.UTC(2026, 10, 1 + i, 20)).toISOString(),
      mode,
      players,
      bots: bots(players - 1, ['easy', 'normal', 'hard'][i % 3]!),
      place: Math.min(place, players),
      vp: mode === 'party' ? null : 8 + ((i * 7) % 15),
      money: mode === 'party' ? 2000 + i * 300 : 900 + i * 150,
      won: Math.min(place, players) === 1,
      hints: 0,
      undos: 0,
      daily: i % 5 === 0 ? `2026-11-${String(1 + i).padStart(2, '0')}` : null,
      slot: `20261101-1${String(i).padStart(5, '0')}-shots`,
    };
  });
  return JSON.stringify({ format: 'horse-fever-record', version: 1, entries });
}

test('the record screen fits at 1280×720 and 1920×1080 in French', FITS, async ({ page }) => {
  await page.addInitScript((record) => {
    localStorage.setItem('horse-fever:tutorial', 'seen');
    localStorage.setItem('horse-fever:locale', 'fr');
    localStorage.setItem('horse-fever:record', record);
  }, sampleRecord());
  for (const { width, height } of fitSizes()) {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await page.getByTestId('open-record').click();
    const screen = page.getByTestId('record-screen');
    await expect(screen).toBeVisible();
    await expect(page.getByTestId('record-row')).toHaveCount(14);
    await expect(page.getByTestId('record-games').locator('dd')).toHaveText('14');
    // Nothing outside the window: the history scrolls inside the screen.
    const box = (await screen.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    const shots = process.env['RECORD_SHOTS'];
    if (shots) writeFileSync(join(shots, `record-fr-${width}.png`), await page.screenshot());
    // The record screen is not in the visual spec's baselines: axe checks it here, as that spec does its screens.
    const { violations } = await new AxeBuilder({ page }).include('[data-testid="record-screen"]').analyze();
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
