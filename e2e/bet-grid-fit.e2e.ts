import { expect, test } from '@playwright/test';
import { startGame } from './play-helpers';

// At 1280×720 the bet grid, forecast column included, fits the side panel, and no
// header wraps, in the longest of the three languages (the widths depend on real fonts: e2e only).
test('the French bet grid fits 1280×720 with its forecast, headers on one line', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('horse-fever:locale', 'fr'));
  await page.setViewportSize({ width: 1280, height: 720 });
  await startGame(page, { mode: 'family', players: 4, seed: 20240, name: 'Ann' });
  await expect(page.getByTestId('forecast-white')).toContainText('%');
  const m = await page.evaluate(() => {
    const side = document.querySelector('.table-side')!;
    const cell = document.querySelector('[data-testid=forecast-white]')!.getBoundingClientRect();
    const heads = [...document.querySelectorAll('.bet-grid thead th')].map((th) => th.getBoundingClientRect().height);
    return { cellRight: cell.right, sideRight: side.getBoundingClientRect().right, heads };
  });
  expect(m.cellRight).toBeLessThanOrEqual(m.sideRight);
  // One line each: every header as tall as the shortest.
  expect(Math.max(...m.heads) - Math.min(...m.heads)).toBeLessThan(2);
  expect(Math.max(...m.heads)).toBeLessThan(30);
});
