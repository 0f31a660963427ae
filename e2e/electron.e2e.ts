import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { pending } from '../src-shared/engine/core/pending';
import { readSaveText } from '../src-shared/save/save-file';
import { PANELS } from './play-helpers';

const require = createRequire(import.meta.url);
const appMain = fileURLToPath(new URL('../out/main/index.js', import.meta.url));

/**
 * Path of the Electron binary, or null when it was never downloaded. Mirrors
 * electron/index.js but without its download-on-require side effect.
 */
function electronBinary(): string | null {
  const pkgDir = dirname(require.resolve('electron/package.json'));
  const pathFile = join(pkgDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const relative = readFileSync(pathFile, 'utf8');
  const distDir = process.env['ELECTRON_OVERRIDE_DIST_PATH'] ?? join(pkgDir, 'dist');
  const binary = join(distDir, relative);
  return existsSync(binary) ? binary : null;
}

const binary = electronBinary();
const SKIP_REASON =
  'Electron binary not installed (ELECTRON_SKIP_BINARY_DOWNLOAD or no access to its download): ' +
  'run `npm install` where Electron releases can be downloaded to enable the desktop app tests';
if (binary === null) console.log(`electron.e2e.ts skipped: ${SKIP_REASON}`);

/** Starts the built app with its own profile folder (saves, window state, single-instance lock). */
function launch(userData: string): Promise<ElectronApplication> {
  // Electron refuses to run as root without --no-sandbox (CI containers).
  const args = [appMain, `--user-data-dir=${userData}`, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])];
  return electron.launch({ executablePath: binary ?? undefined, args });
}

function savedSlots(userData: string): string[] {
  const dir = join(userData, 'saves');
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json') && !f.startsWith('.')) : [];
}

/** What the one autosave in the profile holds: its position and whose decision is pending. */
function autosaved(userData: string): { round: number; phase: string; waitingFor: number | null } | string {
  const files = savedSlots(userData);
  if (files.length !== 1) return `${files.length} save files`;
  const r = readSaveText(readFileSync(join(userData, 'saves', files[0]!), 'utf8'), files[0]!);
  if (!r.ok) return r.problem;
  if (r.state.mode === 'party') return 'a Party Game';
  const next = pending(r.state);
  return { round: r.state.round, phase: r.state.phase, waitingFor: next.kind === 'player' ? next.seat : null };
}

async function step(page: Page): Promise<string | null> {
  return page.getByTestId('decision-area').getAttribute('data-step');
}

test.describe('desktop app', () => {
  test.skip(binary === null, SKIP_REASON);
  let userData = '';
  test.beforeEach(() => {
    expect(existsSync(appMain), 'run `npm run build` first').toBe(true);
    userData = mkdtempSync(join(tmpdir(), 'hf-electron-'));
  });
  test.afterEach(() => rmSync(userData, { recursive: true, force: true }));

  test('plays a few actions, quits, restarts and continues the same game', async () => {
    const first = await launch(userData);
    let atQuit: { step: string | null; round: string | null; phase: string | null };
    try {
      const page = await first.firstWindow();
      await expect(page.getByTestId('new-game-screen')).toBeVisible();
      // The sandboxed preload exposed the platform bridge, and nothing else of Node.
      expect(await page.evaluate(() => (window as { horseFever?: { kind: string } }).horseFever?.kind)).toBe(
        'electron',
      );
      expect(await page.evaluate(() => typeof (window as { require?: unknown }).require)).toBe('undefined');

      await page.getByTestId('mode-family').check();
      await page.getByTestId('player-name').fill('Ann');
      await page.getByTestId('player-count').selectOption('3');
      for (const level of await page.getByTestId('bot-level').all()) await level.selectOption('easy');
      await page.getByTestId('seed-input').fill('2024');
      await page.getByTestId('start-game').click();
      await expect(page.getByTestId('table-screen')).toBeVisible();
      await page.getByTestId('speed-instant').click();

      // A few actions: the human bets the minimum; bots and chance act in between until the human's next decision.
      await expect(page.getByTestId('bet-panel')).toBeVisible({ timeout: 30_000 });
      const before = await step(page);
      await page.locator('[data-testid^="bet-option-"]:enabled').first().check();
      await page.getByTestId('stake-min').click();
      await page.getByTestId('bet-confirm').click();
      await expect.poll(() => step(page), { timeout: 30_000 }).not.toBe(before);
      const decision = page.locator(PANELS.map((t) => `[data-testid="${t}"]`).join(','));
      await expect(decision.first()).toBeVisible({ timeout: 30_000 });
      const table = page.getByTestId('table-screen');
      atQuit = {
        step: await step(page),
        round: await table.getAttribute('data-round'),
        phase: await table.getAttribute('data-phase'),
      };

      // The autosave of exactly this position: one valid save file in saves/ under the profile,
      // at the round and phase on screen, waiting for the human (seat 0), as the page shows.
      await expect
        .poll(() => autosaved(userData), { timeout: 15_000 })
        .toEqual({ round: Number(atQuit.round), phase: atQuit.phase, waitingFor: 0 });
    } finally {
      await first.close();
    }
    const [file] = savedSlots(userData);
    const saved = readSaveText(readFileSync(join(userData, 'saves', file), 'utf8'), file);
    expect(saved.ok, saved.ok ? '' : saved.problem).toBe(true);
    expect(existsSync(join(userData, 'window-state.json'))).toBe(true);

    const second = await launch(userData);
    try {
      const page = await second.firstWindow();
      await expect(page.getByTestId('continue-game')).toBeVisible();
      await page.getByTestId('continue-game').click();
      const table = page.getByTestId('table-screen');
      await expect(table).toBeVisible();
      await expect(page.getByTestId('player-name').first()).toHaveText('Ann');
      // Same position: same decision step, round and phase as when the app quit.
      expect(await table.getAttribute('data-round')).toBe(atQuit.round);
      expect(await table.getAttribute('data-phase')).toBe(atQuit.phase);
      await expect.poll(() => step(page)).toBe(atQuit.step);
    } finally {
      await second.close();
    }
  });
});
