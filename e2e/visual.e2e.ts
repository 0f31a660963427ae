import AxeBuilder from '@axe-core/playwright';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { playToEnd, startGame } from './play-helpers';

// Every screen and phase at 1280×720 and 1920×1080 against committed baselines (seeded games,
// animations stopped, the race held still with Playwright's clock), and an axe check of each
// screen at 1280×720: no serious or critical finding. UPDATE: npx playwright test … --update-snapshots.
test.describe.configure({ timeout: 300_000 });

const stylePath = fileURLToPath(new URL('./visual.css', import.meta.url));
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;

async function check(page: Page, name: string, size: { width: number }, axe = true): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(`${name}-${size.width}.png`, {
    animations: 'disabled',
    caret: 'hide',
    stylePath,
    maxDiffPixelRatio: 0.01,
  });
  if (size.width === 1280 && axe) await noSeriousAxeFinding(page, name);
}

async function noSeriousAxeFinding(page: Page, name: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect.soft(bad, `axe on ${name}`).toEqual([]);
}

async function nextDecision(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId)).toBeVisible({ timeout: 30_000 });
  // The bet panel's forecast comes from the bots' worker a moment later.
  if (testId === 'bet-panel') await expect(page.getByTestId('forecast-black')).toContainText('%', { timeout: 30_000 });
}

for (const size of SIZES) {
  test(`Family Game screens at ${size.width}×${size.height}`, async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize(size);
    await page.goto('/');
    await check(page, 'title', size);
    await page.getByTestId('open-saves').click();
    await nextDecision(page, 'saved-games-screen');
    await check(page, 'saved-games', size);
    await page.getByTestId('close-saves').click();

    await startGame(page, { mode: 'family', players: 4, seed: 20240, name: 'Ann' });
    await nextDecision(page, 'bet-panel');
    await check(page, 'first-bets', size);
    await page.locator('[data-testid^="bet-option-"]:enabled').first().check();
    await page.getByTestId('stake-min').click();
    await page.getByTestId('bet-confirm').click();
    for (let i = 0; i < 2; i++) {
      await nextDecision(page, 'card-placement');
      const step = await page.getByTestId('decision-area').getAttribute('data-step');
      if (i === 0) await check(page, 'fixing', size);
      await page.getByTestId('hand-card').first().click();
      await page
        .locator('[data-testid="place-horse"]:enabled')
        .nth(i + 2)
        .click();
      await expect(page.getByTestId('decision-area')).not.toHaveAttribute('data-step', step ?? '');
    }
    await nextDecision(page, 'bet-panel');
    await check(page, 'second-bets', size);

    // The race, held still after the third movement card: the clock only moves when told to.
    await page.getByTestId('speed-normal').click();
    await page.clock.pauseAt(Date.now() + 10);
    await page.getByTestId('bet-pass').click();
    const track = page.getByTestId('race-track');
    for (let i = 0; i < 400; i++) {
      if ((await track.getAttribute('data-turned')) === '3' && (await track.getAttribute('data-next')) === 'dice')
        break;
      await page.clock.runFor(100);
    }
    await expect(track).toHaveAttribute('data-turned', '3');
    // axe runs on timers of its own: the race is checked once the clock runs again.
    await check(page, 'race', size, false);
    await page.clock.resume();
    if (size.width === 1280) await noSeriousAxeFinding(page, 'race');
    await nextDecision(page, 'payoff-moment');
    await page.waitForTimeout(1500);
    await check(page, 'payoff', size);
    await page.getByTestId('payoff-continue').click();
    await page.getByTestId('speed-instant').click();
    await playToEnd(page, test.info());
    await check(page, 'end', size);
  });
}
