// Saves on desktop (docs/saves.md): a full disk (ENOSPC, injected into the saves folder's writes) shows the
// save problem through the real IPC handlers and the built preload; Export saves the game from
// memory; Retry writes it once there is room.
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ipcHandlers } from '../src-main/ipc-handlers';
import { savesFolder } from '../src-main/saves-folder';
import { readSaveText } from '../src-shared/save/save-file';
import { toReply } from '../src-shared/save/save-problem';
import { noDialogs, preloadWithStandIn, useDesktopBuild } from './desktop-harness';
import { startGame } from './play-helpers';

const desktop = useDesktopBuild('hf-disk-full-');

test('a full disk shows the save problem with Retry and Export; the game is saved once there is room', async ({
  page,
}, testInfo) => {
  let full = false;
  const saves = join(desktop.userData(), 'saves');
  const folder = savesFolder(saves, {
    io: {
      writeAtomic: async (path, text) => {
        if (full) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        await writeFile(path, text);
      },
    },
  });
  const exported = new Map<string, string>();
  const handlers = ipcHandlers(folder, {
    ...noDialogs,
    pickExportPath: async (name) => join(desktop.userData(), name),
    write: async (path, text) => void exported.set(path, text),
    baseName: (path) => path.split('/').at(-1) ?? path,
  });
  await page.exposeFunction('__hfInvoke', (channel: string, args: unknown[]) => toReply(handlers[channel]!(args)));
  await page.addInitScript({ content: preloadWithStandIn() });
  await startGame(page, { mode: 'family', players: 3, seed: 4208, name: 'Dee' }, `${desktop.base()}/index.html`);
  await expect(page.getByTestId('bet-panel')).toBeVisible();
  await expect.poll(() => readdirSync(saves).filter((f) => f.endsWith('.json') && !f.startsWith('.')).length).toBe(1);
  const [file] = readdirSync(saves).filter((f) => f.endsWith('.json') && !f.startsWith('.'));

  full = true;
  await page.locator('[data-testid^="bet-option-"]:enabled').first().check();
  await page.getByTestId('stake-min').click();
  await page.getByTestId('bet-confirm').click();
  const banner = page.getByTestId('save-failed');
  await expect(banner).toContainText(`The game could not be saved. ${file}.bak: the disk is full.`);
  await testInfo.attach('disk-full', { body: await page.screenshot(), contentType: 'image/png' });

  await page.getByTestId('save-export-game').click();
  await expect(banner).toContainText('Exported as Family game Dee Bot 1 Bot 2.hfsave.');
  const copy = exported.get(join(desktop.userData(), 'Family game Dee Bot 1 Bot 2.hfsave'))!;
  const r = readSaveText(copy, 'copy.hfsave');
  expect(r.ok && r.save.actions.some((a) => a.type === 'bet' && a.seat === 0)).toBe(true);

  full = false;
  await page.getByTestId('save-retry').click();
  await expect(banner).toHaveCount(0);
  const saved = readSaveText(readFileSync(join(saves, file!), 'utf8'), file!);
  expect(saved.ok && saved.save.actions.some((a) => a.type === 'bet' && a.seat === 0)).toBe(true);
});
