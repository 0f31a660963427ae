import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { GAME } from './game-tag';
import { spawnServer, type SpawnedServer } from './online-server';
import { characterCard, decideOnline, test } from './online-play';
import { PANELS, type Panel } from './play-helpers';

// A game server killed mid-game (SIGKILL) and started again on the same port over the same SQLite
// file (docs/server.md "Persistence"): it brings the game back, each reloaded page asks for its
// seat again by the code (its token died with the process) and both play on to the end.

/** Beside the web server's port (E2E_PORT), and away from online.e2e.ts's. */
const SERVER_PORT = Number(process.env['E2E_SERVER_PORT'] ?? 22_000 + Number(process.env['E2E_PORT'] ?? 4173));
const DECISION = [...PANELS, 'payoff-moment', 'end-screen'].map((t) => `[data-testid="${t}"]`).join(',');

let dir = '';
let server: SpawnedServer | null = null;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hf-online-restart-'));
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Plays the page's seat through the UI with play-helpers' choices until the end, or until `stop`
 * (given the decisions made) holds between two decisions, checked every half second while waiting;
 * returns the decisions made.
 */
async function playSeat(page: Page, stop: (decisions: number) => boolean = () => false): Promise<number> {
  let decisions = 0;
  for (let guard = 0; guard < 2000; guard++) {
    const shown = page.locator(DECISION).filter({ visible: true }).first();
    if (stop(decisions)) return decisions;
    if (!(await shown.isVisible())) {
      await shown.waitFor({ timeout: 500 }).catch(() => undefined);
      continue;
    }
    const id = await shown.getAttribute('data-testid');
    if (id === 'end-screen') return decisions;
    if (id === 'payoff-moment') {
      await page.getByTestId('payoff-continue').click();
      continue;
    }
    await decideOnline(page, id as Panel);
    decisions++;
  }
  return decisions;
}

async function attach(testInfo: TestInfo, name: string, page: Page): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

test(
  'a server killed mid-game and restarted on its file: both pages get their seats back and play to the end',
  GAME,
  async ({ openOnline }, testInfo) => {
    const db = join(dir, 'games.db');
    server = await spawnServer(SERVER_PORT, db);
    const anna = await openOnline('Anna', server.address);
    await anna.getByTestId('online-host-go').click();
    await expect(anna.getByTestId('online-lobby')).toBeVisible();
    await anna.getByTestId('online-mode-family').check();
    for (const seat of [2, 3]) {
      const row = anna.locator(`[data-testid="lobby-seat"][data-seat="${seat}"]`);
      await row.getByTestId('seat-kind').selectOption('bot');
      await row.getByTestId('seat-level').selectOption('random');
      await expect(row.getByTestId('seat-level')).toHaveValue('random');
    }
    const code = (await anna.getByTestId('invite-code').getAttribute('data-code'))!;
    const ben = await openOnline('Ben', server.address);
    await ben.getByTestId('online-code').fill(code);
    await ben.getByTestId('online-join-go').click();
    await expect(anna.getByTestId('lobby-seat').nth(1)).toHaveAttribute('data-taken', 'true');
    await anna.getByTestId('online-start').click();
    for (const page of [anna, ben]) {
      await expect(page.getByTestId('table-screen')).toBeVisible();
      await page.getByTestId('speed-instant').click();
    }
    const started = Date.now();

    // Some way into the game (and past the client's 5 s before it retries a dropped room), the crash.
    let annaDone = false;
    const [annaDecisions] = await Promise.all([
      playSeat(anna, (n) => n >= 4 && Date.now() - started > 6000).finally(() => (annaDone = true)),
      playSeat(ben, () => annaDone),
    ]);
    const characters = [await characterCard(anna), await characterCard(ben)];
    expect(characters).not.toContain(null);
    // The last action's write is made just after its views go out: give it a moment to land.
    await anna.waitForTimeout(500);
    await server.crash();
    await expect(ben.getByTestId('bar-dropped')).toBeVisible();
    await attach(testInfo, 'friend, server down', ben);

    server = await spawnServer(SERVER_PORT, db);
    expect(server.started).toContain('1 unfinished game(s) restored');
    // Ben's page comes back by itself (its client's retry fails on the new process, so it asks for
    // its seat by the code); Anna's is reloaded. Each asks for its own seat, whichever comes first.
    await anna.reload();
    for (const [page, name, character] of [
      [ben, 'Ben', characters[1]],
      [anna, 'Anna', characters[0]],
    ] as const) {
      await expect(page.getByTestId('table-screen')).toBeVisible();
      await expect(page.locator('[data-testid="bar-seat"].me')).toContainText(name);
      await expect(page.getByTestId('online-bar')).not.toHaveAttribute('data-status', 'dropped');
      expect(await characterCard(page)).toBe(character);
    }
    await attach(testInfo, 'friend, after the restart', ben);

    const after = await Promise.all([playSeat(anna), playSeat(ben)]);
    for (const page of [anna, ben]) await expect(page.getByTestId('end-screen')).toBeVisible();
    console.log(
      `online restart: ${annaDecisions} decisions by the host before the crash, ${after.join(' + ')} after, ` +
        `${(Date.now() - started) / 1000} s in all`,
    );
    expect(after[0] + after[1]).toBeGreaterThan(3);
    await attach(testInfo, 'host, the end', anna);
  },
);
