import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { FITS, fitSizes } from './screen-matrix';

// The card library from the New game screen: every card, a filter by kind, a card enlarged from the
// keyboard. Its picture is attached at 1280×720 and 1920×1080; UPDATE_SCREENSHOT=1 also rewrites
// e2e/screenshots/card-library-<width>.png.
for (const { width, height } of fitSizes()) {
  test(
    `the card library lists every card, filters by kind and zooms a card, at ${width}×${height}`,
    FITS,
    async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await page.getByTestId('open-library').click();
      const library = page.getByTestId('card-library');
      await expect(library.getByTestId('library-card')).toHaveCount(102);
      await page.getByTestId('library-filter-horse').click();
      await expect(library.getByTestId('library-card')).toHaveCount(10);
      await page.getByTestId('library-filter-all').click();
      const card = library.locator('[data-testid="library-card"][data-card="5"]');
      await card.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('card-zoom')).toContainText('In Igni Veritas');
      const png = await page.screenshot();
      await testInfo.attach(`card-library-${width}`, { body: png, contentType: 'image/png' });
      if (process.env['UPDATE_SCREENSHOT']) {
        const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));
        if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
        writeFileSync(`${dir}card-library-${width}.png`, png);
      }
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('card-zoom')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('new-game-screen')).toBeVisible();
    },
  );
}
