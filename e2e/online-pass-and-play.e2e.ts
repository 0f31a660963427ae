import { expect, type Page } from '@playwright/test';
import { GAME } from './game-tag';
import { specServer } from './online-server';
import { decideOnline, handCards, hostTable, joinTable, playOnline, startTable, test } from './online-play';
import { PANELS, type Panel } from './play-helpers';

// Pass-and-play at a networked table (docs/server.md, "A player on this device"): Anna hosts and
// seats Cy on her own device, Ben joins from another, a bot has the last seat. Anna's page hands
// the screen over between Anna and Cy as solo pass-and-play does, no card showing behind the
// hand-over, and both pages play the Family Game to its end.

const server = specServer(28_000);

const SHOWN = [...PANELS, 'payoff-moment', 'end-screen', 'hand-over'].map((t) => `[data-testid="${t}"]`).join(',');

/** The device's run: who the screen was handed to, in order, and the decisions made. */
interface DeviceRun {
  handedTo: string[];
  decisions: number;
}

/** Plays every seat of the page's device to the final scores, confirming each hand-over. */
async function playDevice(page: Page): Promise<DeviceRun> {
  const run: DeviceRun = { handedTo: [], decisions: 0 };
  for (let guard = 0; guard < 4000; guard++) {
    const shown = page.locator(SHOWN).filter({ visible: true });
    await expect(shown.first()).toBeVisible();
    const ids = await shown.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    if (ids.includes('end-screen')) break;
    if (ids.includes('hand-over')) {
      // Behind the hand-over, the public view: nobody's hand.
      expect(await handCards(page)).toEqual([]);
      const title = (await page.getByTestId('hand-over').locator('h2').textContent()) ?? '';
      run.handedTo.push(title.includes('Cy') ? 'Cy' : title.includes('Anna') ? 'Anna' : title);
      await page.getByTestId('hand-over-ready').click();
      await expect(page.getByTestId('hand-over')).toHaveCount(0);
      // The first hand-over may come before the toolbar can be reached: the race speed is set past it.
      if (run.handedTo.length === 1) await page.getByTestId('speed-instant').click();
      continue;
    }
    if (ids.includes('payoff-moment')) {
      await page.getByTestId('payoff-continue').click();
      await expect(page.getByTestId('payoff-moment')).toHaveCount(0);
      continue;
    }
    const panel = PANELS.find((p) => ids.includes(p)) as Panel;
    await decideOnline(page, panel);
    run.decisions++;
  }
  await expect(page.getByTestId('end-screen')).toBeVisible();
  return run;
}

test(
  'a device holding two seats plays a Family Game online, handing the screen over between them',
  GAME,
  async ({ openOnline }, testInfo) => {
    const anna = await openOnline('Anna', server.address);
    const code = await hostTable(anna, 'family', { 3: 'random' });
    await anna.getByTestId('local-open').click();
    const local = anna.getByTestId('lobby-local');
    await local.getByTestId('local-name').fill('Cy');
    // The form lies over the lobby, within the screen, the Start button still in view.
    const box = (await local.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    await expect(anna.getByTestId('online-start')).toBeInViewport();
    const path = testInfo.outputPath('local-form.png');
    await anna.screenshot({ path });
    await testInfo.attach('a player on this device', { path, contentType: 'image/png' });
    await local.getByTestId('local-seat').selectOption({ label: '2' });
    await local.getByTestId('local-add').click();
    const cySeat = anna.locator('[data-testid="lobby-seat"][data-seat="1"]');
    await expect(cySeat).toContainText('Cy');
    await expect(cySeat.getByTestId('seat-device')).toContainText('Anna');

    const ben = await openOnline('Ben', server.address);
    await joinTable(ben, code, anna);
    await expect(ben.locator('[data-testid="lobby-seat"][data-seat="2"]')).toContainText('Ben');
    await expect(ben.locator('[data-testid="lobby-seat"][data-seat="1"]')).toContainText('Cy');
    await startTable(anna, [ben]);
    await expect(anna.getByTestId('table-screen')).toBeVisible();

    const [device, friend] = await Promise.all([playDevice(anna), playOnline(ben)]);
    // Both of the device's players had the screen handed to them, and each made decisions.
    expect(device.handedTo).toContain('Anna');
    expect(device.handedTo).toContain('Cy');
    expect(device.decisions).toBeGreaterThan(friend.decisions);
    for (const page of [anna, ben]) {
      await expect(page.getByTestId('end-screen')).toContainText('Cy');
    }
  },
);
