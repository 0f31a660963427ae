// The desktop build of the renderer (out/renderer from `npm run build`, not the web build),
// served by the app protocol's own handler with its CSP, in Chromium, with the built preload
// run on a stand-in `electron` whose every IPC call goes to main's real handlers and a real
// saves folder.
// What only Electron can check (the sandboxed preload, app:// itself) is in electron.e2e.ts.
import { expect, test } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ipcHandlers } from '../src-main/ipc-handlers';
import { savesFolder } from '../src-main/saves-folder';
import type { GameOptions } from '../src-shared/engine/core/types';
import { IPC } from '../src-shared/platform/platform-api';
import { readSaveText, serializeSave } from '../src-shared/save/save-file';
import { toReply } from '../src-shared/save/save-problem';
import { csp, noDialogs, preloadWithStandIn, useDesktopBuild } from './desktop-harness';
import { playToEnd } from './play-helpers';
import { preparedSave } from './visual-states';

// A whole game checks the rules through the UI, not its motion: the page's animations (played
// at full length otherwise) took about a third of the CPU a game costs.
test.use({ reducedMotion: 'reduce' });

const desktop = useDesktopBuild('hf-desktop-renderer-');

// A whole game through the UI is full-games' (in the web build): here a real game, played by the
// engine from its seed to the first bets of its last round and saved, is resumed from the saves
// folder with Continue and played through the UI to its end.
const SLOT = '20261101-200000-desktop';

test('the desktop renderer under the app CSP resumes a saved game and plays it to the end, autosaving through the IPC handlers', async ({
  page,
}, testInfo) => {
  const saves = join(desktop.userData(), 'saves');
  mkdirSync(saves, { recursive: true });
  const options: GameOptions = { mode: 'family', players: ['Dee', 'Bot 1', 'Bot 2', 'Bot 3'], seed: 4207 };
  const prepared = readSaveText(
    preparedSave(options, (s) => s.phase === 'firstBets' && s.round === s.rounds, 'Family game Dee'),
    'prepared',
  );
  if (!prepared.ok) throw new Error(prepared.problem);
  // Random bots: the one level the app does not cap by the clock, so the round plays the same anywhere.
  const seats = prepared.save.seats.map((seat) => (seat.kind === 'bot' ? { ...seat, level: 'random' as const } : seat));
  writeFileSync(join(saves, `${SLOT}.json`), serializeSave({ ...prepared.save, seats }));
  const handlers = ipcHandlers(savesFolder(saves), noDialogs);
  const calls: string[] = [];
  // ipcMain.handle as main registers it: refusals travel back as data (SaveReply).
  await page.exposeFunction('__hfInvoke', (channel: string, args: unknown[]) => {
    calls.push(channel);
    return toReply(handlers[channel]!(args));
  });
  // The built preload itself, given a stand-in for the `electron` module it requires.
  await page.addInitScript({ content: preloadWithStandIn() });
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));

  // A returning player: no first-launch tutorial offer.
  await page.addInitScript(() => localStorage.setItem('horse-fever:tutorial', 'seen'));
  const first = await page.goto(`${desktop.base()}/index.html`);
  expect(first?.headers()['content-security-policy']).toBe(csp);
  expect(await page.evaluate(() => (window as { horseFever?: { kind: string } }).horseFever?.kind)).toBe('electron');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('table-screen')).toBeVisible();
  await expect(page.getByTestId('round')).toHaveText(/Round 4\/4/);
  await page.getByTestId('speed-instant').click();
  const stats = await playToEnd(page, testInfo);
  expect(stats.payoffs).toBe(1);
  await expect(page.getByTestId('score-row')).toHaveCount(4);

  // Every action autosaved through saves:write into the same slot; the last one is the finished game.
  expect(calls).toContain(IPC.write);
  const files = readdirSync(saves).filter((f) => f.endsWith('.json') && !f.startsWith('.'));
  expect(files).toEqual([`${SLOT}.json`]);
  const saved = readSaveText(readFileSync(join(saves, files[0]!), 'utf8'), files[0]!);
  expect(saved.ok, saved.ok ? '' : saved.problem).toBe(true);
  if (saved.ok)
    expect(saved.save.snapshot).toMatchObject({ phase: 'gameOver', names: expect.arrayContaining(['Dee']) });
  // No CSP violation, failed script or worker error on the way.
  expect(problems).toEqual([]);
});
