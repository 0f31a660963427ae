// The desktop build of the renderer (out/renderer from `npm run build`, not the web build),
// served by the app protocol's own handler with its CSP, in Chromium, with the built preload
// run on a stand-in `electron` whose every IPC call goes to main's real handlers and a real
// saves folder.
// What only Electron can check (the sandboxed preload, app:// itself) is in electron.e2e.ts.
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ipcHandlers } from '../src-main/ipc-handlers';
import { savesFolder } from '../src-main/saves-folder';
import { IPC } from '../src-shared/platform/platform-api';
import { readSaveText } from '../src-shared/save/save-file';
import { toReply } from '../src-shared/save/save-problem';
import { csp, noDialogs, preloadWithStandIn, useDesktopBuild } from './desktop-harness';
import { playToEnd, startGame } from './play-helpers';

// A whole game checks the rules through the UI, not its motion: the page's animations (played
// at full length otherwise) took about a third of the CPU a game costs.
test.use({ reducedMotion: 'reduce' });

const desktop = useDesktopBuild('hf-desktop-renderer-');

test('the desktop renderer under the app CSP plays a whole game, autosaving through the IPC handlers', async ({
  page,
}, testInfo) => {
  const handlers = ipcHandlers(savesFolder(join(desktop.userData(), 'saves')), noDialogs);
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

  const first = await page.goto(`${desktop.base()}/index.html`);
  expect(first?.headers()['content-security-policy']).toBe(csp);
  expect(await page.evaluate(() => (window as { horseFever?: { kind: string } }).horseFever?.kind)).toBe('electron');
  await page.setViewportSize({ width: 1280, height: 720 });
  await startGame(
    page,
    { mode: 'family', players: 4, seed: 4207, name: 'Dee', bots: 'random' },
    `${desktop.base()}/index.html`,
  );
  await playToEnd(page, testInfo);
  await expect(page.getByTestId('score-row')).toHaveCount(4);

  // Every action autosaved through saves:write into the saves folder; the last one is the finished game.
  expect(calls).toContain(IPC.write);
  const files = readdirSync(join(desktop.userData(), 'saves')).filter((f) => f.endsWith('.json') && !f.startsWith('.'));
  expect(files).toHaveLength(1);
  const saved = readSaveText(readFileSync(join(desktop.userData(), 'saves', files[0]!), 'utf8'), files[0]!);
  expect(saved.ok, saved.ok ? '' : saved.problem).toBe(true);
  if (saved.ok)
    expect(saved.save.snapshot).toMatchObject({ phase: 'gameOver', names: expect.arrayContaining(['Dee']) });
  // No CSP violation, failed script or worker error on the way.
  expect(problems).toEqual([]);
});
