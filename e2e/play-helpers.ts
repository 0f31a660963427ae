import { expect, type Page, type TestInfo } from '@playwright/test';

export const PANELS = [
  'bet-panel',
  'card-placement',
  'odds-change-panel',
  'photo-panel',
  'purchase-panel',
  'keep-panel',
  'answer-panel',
  'swap-panel',
  'lineup-panel',
  'auction-panel',
] as const;
export type Panel = (typeof PANELS)[number];

export interface GameSetup {
  mode: 'family' | 'board';
  players: number;
  seed: number;
  name: string;
  /**
   * The bots' level, 'easy' unless given. 'random' is the one level without a time cap in the app,
   * so the same seed plays the same game on any machine, and the cheapest: whole games use it.
   */
  bots?: 'random' | 'easy' | 'normal' | 'hard';
}

/** Fills the New game screen (at `url`) and starts; bots play at `setup.bots`, the race runs instantly. */
export async function startGame(page: Page, setup: GameSetup, url = '/'): Promise<void> {
  // A returning player on any origin (the desktop harness serves its own): no first-launch tutorial offer.
  await page.addInitScript(() => localStorage.setItem('horse-fever:tutorial', 'seen'));
  await page.goto(url);
  await page.getByTestId(`mode-${setup.mode}`).check();
  await page.getByTestId('player-name').fill(setup.name);
  await page.getByTestId('player-count').selectOption(String(setup.players));
  for (const level of await page.getByTestId('bot-level').all()) await level.selectOption(setup.bots ?? 'easy');
  await page.getByTestId('seed-input').fill(String(setup.seed));
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('table-screen')).toBeVisible();
  await page.getByTestId('speed-instant').click();
}

/** On a retry only: a passing run's pictures are never looked at, and each costs a capture. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (testInfo.retry === 0) return;
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

const DECISION = [...PANELS, 'payoff-moment', 'end-screen'].map((t) => `[data-testid="${t}"]`).join(',');

/** The decision on screen now, 'payoff' for the results after a race, or 'end' once the final scores show. */
export async function waitForDecision(page: Page): Promise<Panel | 'payoff' | 'end'> {
  // One wait and one read of what is shown (each Playwright call is a round trip to the page).
  const shown = page.locator(DECISION).filter({ visible: true });
  await expect(shown.first()).toBeVisible();
  const ids = await shown.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  if (ids.includes('payoff-moment')) return 'payoff';
  if (ids.includes('end-screen')) return 'end';
  return PANELS.find((p) => ids.includes(p)) ?? waitForDecision(page);
}

export interface PlayStats {
  decisions: number;
  phases: Set<string>;
  panels: Set<Panel>;
  /** Payoff moments continued through (one per race). */
  payoffs: number;
}

/**
 * Plays the human's seat through the UI only, with simple deterministic choices: the minimum
 * stake on the first horse offered, the first card on the first horse allowed, a Horse card
 * once and Action cards whenever the hand is empty, else passes, no lineup changes, dropping out of auctions. Checks what the table
 * shows at each decision and, on a retry, attaches one screenshot per phase reached.
 */
export async function playToEnd(
  page: Page,
  testInfo: TestInfo,
  onPanel?: (panel: Panel) => Promise<void>,
): Promise<PlayStats> {
  const stats: PlayStats = { decisions: 0, phases: new Set(), panels: new Set(), payoffs: 0 };
  for (let guard = 0; guard < 2000; guard++) {
    const panel = await waitForDecision(page);
    if (panel === 'end') break;
    if (panel === 'payoff') {
      // Each race ends on the payoff moment, which waits for the player's Continue.
      stats.payoffs++;
      await page.getByTestId('payoff-continue').click();
      await expect(page.getByTestId('payoff-moment')).toHaveCount(0);
      continue;
    }
    const { phase, step } = await page.evaluate(() => ({
      phase: document.querySelector('[data-testid="table-screen"]')?.getAttribute('data-phase') ?? '',
      step: document.querySelector('[data-testid="decision-area"]')?.getAttribute('data-step') ?? null,
    }));
    if (!stats.phases.has(phase)) {
      stats.phases.add(phase);
      await shot(page, testInfo, `phase-${phase}`);
    }
    stats.panels.add(panel);
    await onPanel?.(panel);
    await decide(page, panel);
    stats.decisions++;
    // The next decision is a new one once the log has grown (or the game has ended); polled in the page.
    await page.waitForFunction(
      (before) =>
        document.querySelector('[data-testid="end-screen"]')?.checkVisibility() ||
        document.querySelector('[data-testid="decision-area"]')?.getAttribute('data-step') !== before,
      step,
    );
    await expect(page.getByTestId('action-error')).toHaveCount(0);
  }
  await expect(page.getByTestId('end-screen')).toBeVisible();
  await shot(page, testInfo, 'phase-end');
  return stats;
}

export async function decide(page: Page, panel: Panel): Promise<void> {
  switch (panel) {
    case 'bet-panel': {
      const pass = page.getByTestId('bet-pass');
      if (await pass.isVisible()) return pass.click();
      await page.locator('[data-testid^="bet-option-"]:enabled').first().check();
      await page.getByTestId('stake-min').click();
      return page.getByTestId('bet-confirm').click();
    }
    case 'card-placement':
      await page.getByTestId('hand-card').first().click();
      return page.locator('[data-testid="place-horse"]:enabled').first().click();
    case 'odds-change-panel':
      return page.getByTestId('odds-pass').click();
    case 'photo-panel':
      return page.getByTestId('photo-confirm').click();
    case 'purchase-panel': {
      const horse = page.getByTestId('purchase-horse');
      const mine = page.locator('[data-testid="player-panel"][data-seat="0"] [data-testid="card-chip"]');
      if ((await horse.isEnabled()) && (await mine.count()) === 0) return horse.click();
      const actions = page.getByTestId('purchase-actions');
      if ((await actions.isEnabled()) && (await page.getByTestId('my-hand').count()) === 0) return actions.click();
      return page.getByTestId('purchase-pass').click();
    }
    case 'keep-panel':
      return page.getByTestId('keep-card').first().click();
    case 'answer-panel':
      return page.getByTestId('answer-refuse').click();
    case 'swap-panel':
      return page.getByTestId('swap-target').first().click();
    case 'lineup-panel':
      return page.getByTestId('lineup-confirm').click();
    case 'auction-panel':
      return page.getByTestId('bid-decline').click();
  }
}
