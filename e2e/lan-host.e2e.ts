// "Host a game on this network" (docs/server.md, "Hosting from the desktop app"): the desktop build
// of the renderer with the built preload on a stand-in `electron` (desktop-harness.ts), whose IPC
// goes to main's real handlers, and the host handlers' HostControl starting the real host entry
// (server/desktop-host.ts) as a Node child where main would start a utility process. A friend in
// the browser build joins with the address and the code the host's lobby shows; they play; the
// server stops as it does when the app quits, and the game is in the saves folder's online/.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostHandlers } from '../src-main/host-handlers';
import { nodeHost } from '../src-main/host-process';
import { ipcHandlers } from '../src-main/ipc-handlers';
import { HostControl } from '../src-main/lan-host-control';
import { savesFolder } from '../src-main/saves-folder';
import { IPC } from '../src-shared/platform/platform-api';
import { toReply } from '../src-shared/save/save-problem';
import { noDialogs, preloadWithStandIn, useDesktopBuild } from './desktop-harness';
import { decideOnline, joinTable, startTable, test } from './online-play';
import { waitForDecision } from './play-helpers';

const desktop = useDesktopBuild('hf-lan-host-');
const entry = fileURLToPath(new URL('../server/desktop-host.ts', import.meta.url));
let host: HostControl | null = null;
test.afterEach(async () => {
  await host?.stop();
  host = null;
});

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="online-screen"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

/** One decision of the page's seat, checked by the server (or nothing if the game is past them). */
async function oneDecision(page: Page): Promise<void> {
  const panel = await waitForDecision(page);
  if (panel !== 'end' && panel !== 'payoff') await decideOnline(page, panel);
}

test('the desktop app hosts a game on this network; a friend in the browser joins with the address and code it shows', async ({
  page,
  openOnline,
}) => {
  const saves = join(desktop.userData(), 'saves');
  // The machine's network address as main would list it: loopback stands in for the LAN here.
  host = new HostControl({
    start: nodeHost(entry, ['--import', 'tsx']),
    folder: join(saves, 'online'),
    addresses: () => ['127.0.0.1'],
  });
  const handlers = { ...ipcHandlers(savesFolder(saves), noDialogs), ...hostHandlers(host) };
  await page.exposeFunction('__hfInvoke', (channel: string, args: unknown[]) => toReply(handlers[channel]!(args)));
  await page.addInitScript({ content: preloadWithStandIn() });
  await page.addInitScript(() => {
    localStorage.setItem('horse-fever:tutorial', 'seen');
    localStorage.setItem('horse-fever:locale', 'en');
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${desktop.base()}/index.html`);
  await page.getByTestId('open-online').click();
  await page.getByTestId('online-name').fill('Ann');
  await page.getByTestId('lan-host-go').click();

  // The lobby of a table on the app's own server, with the address friends type and its Copy.
  await expect(page.getByTestId('online-lobby')).toBeVisible();
  const address = (await page.getByTestId('lan-address').textContent())!.trim();
  expect(address).toMatch(/^127\.0\.0\.1:\d+$/);
  const port = Number(address.split(':')[1]);
  expect(host.status()).toMatchObject({ running: true, port });
  await expect(page.getByTestId('copy-address')).toBeVisible();
  const code = (await page.getByTestId('invite-code').getAttribute('data-code'))!;
  await expectAccessible(page);
  // Six seats under the address fit 1280×720 without scrolling: the whole lobby, Start included, in sight.
  await page.getByTestId('online-seat-count').selectOption('6');
  await expect(page.getByTestId('lobby-seat')).toHaveCount(6);
  const lobby = (await page.getByTestId('online-lobby').boundingBox())!;
  expect(lobby.y + lobby.height).toBeLessThanOrEqual(720);
  await page.screenshot({ path: test.info().outputPath('lan-lobby-6-1280.png') });
  await page.getByTestId('online-seat-count').selectOption('4');
  await expect(page.getByTestId('lobby-seat')).toHaveCount(4);

  // The friend: the browser build (which says it cannot host), the address typed as shown.
  const friend = await openOnline('Bob', address);
  await expect(friend.getByTestId('lan-host-web-only')).toBeVisible();
  await expect(friend.getByTestId('lan-host-go')).toHaveCount(0);
  await expectAccessible(friend);
  await joinTable(friend, code, page);
  for (const seat of [2, 3]) {
    const row = page.locator(`[data-testid="lobby-seat"][data-seat="${seat}"]`);
    await row.getByTestId('seat-kind').selectOption('bot');
    // The server's answer first: a level sent before it would carry the seat's old kind.
    await expect(row).not.toContainText('its bot plays if nobody comes');
    await row.getByTestId('seat-level').selectOption('random');
    await expect(row.getByTestId('seat-level')).toHaveValue('random');
  }
  await startTable(page, [page, friend]);
  await Promise.all([oneDecision(page), oneDecision(friend)]);

  // The app quits: its server stops, its rooms' writes finished; the friend is cut off.
  await host.stop();
  await expect(friend.getByTestId('online-problem')).toBeVisible();
  const online = join(saves, 'online');
  expect(readdirSync(online)).toEqual([`${code}.jsonl`]);
  const [header, ...actions] = readFileSync(join(online, `${code}.jsonl`), 'utf8')
    .trim()
    .split('\n');
  expect(JSON.parse(header!)).toMatchObject({ id: code, options: { players: ['Ann', 'Bob', 'Bot 3', 'Bot 4'] } });
  expect(actions.length).toBeGreaterThanOrEqual(2);
  // The saves list does not read the hosted games' folder.
  expect(await handlers[IPC.list]!([])).toEqual([]);
});
