import { expect, type Page } from '@playwright/test';
import { specServer } from './online-server';
import { test } from './online-play';

// The online lobby's layout through a real game server: French, 1280×720, six seats of every kind
// (the host, a friend, an empty friend's seat, bots), the timer and the Party Game's options set.

const server = specServer(21_000);

/** The left edges of the seats' status cells, one per row. */
function statusLefts(page: Page): Promise<number[]> {
  return page
    .getByTestId('seat-status')
    .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
}

test('the lobby in French with six seats: statuses in one column, empty seats named in French, the options shown to all', async ({
  openOnline,
}, testInfo) => {
  const host = await openOnline('Anne', server.address, { locale: 'fr' });
  await host.getByTestId('online-host-go').click();
  await expect(host.getByTestId('online-lobby')).toBeVisible();
  await host.getByTestId('online-mode-party').check();
  await host.getByTestId('online-seat-count').selectOption('6');
  await expect(host.getByTestId('lobby-seat')).toHaveCount(6);
  await host.getByTestId('online-timer').selectOption('60');
  await host.getByTestId('online-party-races').fill('4');
  await host.getByTestId('online-party-races').blur();
  await expect(host.getByTestId('online-party-races')).toHaveValue('4');
  for (const seat of [3, 4]) {
    const row = host.locator(`[data-testid="lobby-seat"][data-seat="${seat}"]`);
    await row.getByTestId('seat-kind').selectOption('bot');
    await expect(row.getByTestId('seat-level')).toBeVisible();
  }
  await host.locator('[data-testid="lobby-seat"][data-seat="4"]').getByTestId('seat-level').selectOption('hard');
  const code = (await host.getByTestId('invite-code').getAttribute('data-code'))!;

  const friend = await openOnline('Bruno', server.address, { locale: 'fr' });
  await friend.getByTestId('online-code').fill(code);
  await friend.getByTestId('online-join-go').click();
  await expect(friend.getByTestId('online-lobby')).toBeVisible();
  await expect(host.locator('[data-testid="lobby-seat"][data-seat="1"]')).toHaveAttribute('data-taken', 'true');

  for (const page of [host, friend]) {
    const path = testInfo.outputPath(`lobby-fr-${page === host ? 'host' : 'friend'}.png`);
    await page.screenshot({ path });
    await testInfo.attach(page === host ? 'host' : 'friend', { path, contentType: 'image/png' });
    const lefts = await statusLefts(page);
    expect(lefts).toHaveLength(6);
    expect(new Set(lefts).size).toBe(1);
    const names = await page.locator('[data-testid="lobby-seat"] .seat-name strong').allTextContents();
    expect(names).toEqual(['Anne', 'Bruno', 'Place 3', 'Bot 4', 'Bot 5', 'Place 6']);
    await expect(page.getByTestId('online-timer')).toHaveValue('60');
    await expect(page.getByTestId('online-party-races')).toHaveValue('4');
    // Nothing spills out of the screen sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  }
});
