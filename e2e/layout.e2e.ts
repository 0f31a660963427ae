import { expect, test } from '@playwright/test';
import { startGame } from './play-helpers';

// At 1280×720 the board (track, blackboard, race report) and the decision must be in view
// without scrolling; the player panels below may be compact.
for (const setup of [
  { mode: 'family', players: 4, seed: 123, name: 'Ann' },
  { mode: 'board', players: 6, seed: 7, name: 'Ann' },
] as const) {
  test(`a ${setup.players}-player ${setup.mode} table fits 1280×720`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await startGame(page, setup);
    await expect(page.getByTestId('decision-area')).toBeVisible();
    await expect(page.locator('[data-testid=decision-area] button').first()).toBeVisible();
    const m = await page.evaluate(() => {
      const bottom = (sel: string) =>
        Math.max(...[...document.querySelectorAll(sel)].map((e) => e.getBoundingClientRect().bottom));
      return {
        board: bottom('.board-row'),
        players: bottom('[data-testid=players]'),
        decision: bottom('[data-testid=decision-area]'),
      };
    });
    await testInfo.attach('table', { body: await page.screenshot(), contentType: 'image/png' });
    await testInfo.attach('bottoms', { body: JSON.stringify(m), contentType: 'application/json' });
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(720);
    expect(m.board).toBeLessThanOrEqual(720);
    expect(m.players).toBeLessThanOrEqual(720);
    expect(m.decision).toBeLessThanOrEqual(720);
  });
}
