import { expect, type Page, type TestInfo } from '@playwright/test';
import { decide, PANELS } from '../play-helpers';
import { watchLayout, type LayoutWatch } from './watch';

/** One game the layout checker plays through the UI, at one window size and in one language. */
export interface LayoutGame {
  mode: 'family' | 'board' | 'party';
  players: number;
  seed: number;
  /** A long name: the table must hold the longest a player may type. */
  name: string;
  lang: 'en' | 'fr' | 'it';
  width: number;
  height: number;
  /** Seats 1.. played by people at the same screen (pass-and-play), the rest by random bots. */
  humans?: number;
  /** Party Game races (the whole game otherwise runs to its last race). */
  races?: number;
  /** Stop after this many decisions (the slice in `npm test`); the game runs to its end without. */
  maxDecisions?: number;
}

export const gameName = (g: LayoutGame): string =>
  `${g.mode} ${g.players}p seed ${g.seed}${g.humans ? ` ${g.humans + 1} people` : ''} ${g.lang} ${g.width}×${g.height}`;

/** Sets the New game screen for `g` and starts; bots are random (the same game on any machine). */
async function start(page: Page, g: LayoutGame): Promise<void> {
  await page.goto('/');
  await page.getByTestId(`mode-${g.mode}`).check();
  await page.getByTestId('player-name').fill(g.name);
  await page.getByTestId('player-count').selectOption(String(g.players));
  const rows = page.getByTestId('seat-row');
  for (let i = 0; i < g.players - 1; i++) {
    const row = rows.nth(i);
    const person = i < (g.humans ?? 0);
    await row.getByTestId('bot-level').selectOption(person ? 'human' : 'random');
    await row.getByTestId('bot-name').fill(`${person ? 'Marie-Françoise Dubois' : 'Bartholomew Fetherston'} ${i + 1}`);
  }
  if (g.mode === 'party') await page.getByTestId('party-races').fill(String(g.races ?? 3));
  await page.getByTestId('seed-input').fill(String(g.seed));
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('table-screen')).toBeVisible();
  // Fast, not instant: the race is drawn step by step, and each step is checked. With people at
  // the screen the hand-over covers the table first: the speed is set once it is passed.
  if (!g.humans) await page.getByTestId('speed-fast').click();
}

const MOMENTS = [...PANELS, 'party-bet-form', 'party-tie-dialog', 'hand-over', 'payoff-moment', 'end-screen'] as const;
type Moment = (typeof MOMENTS)[number];

async function moment(page: Page): Promise<Moment> {
  const shown = page.locator(MOMENTS.map((t) => `[data-testid="${t}"]`).join(',')).filter({ visible: true });
  await expect(shown.first()).toBeVisible({ timeout: 60_000 });
  const ids = await shown.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  // Over the table first: what is on top is what the player answers.
  for (const m of ['hand-over', 'payoff-moment', 'end-screen', 'party-tie-dialog'] as const)
    if (ids.includes(m)) return m;
  return MOMENTS.find((m) => ids.includes(m)) ?? moment(page);
}

/**
 * With LAYOUT_SHOTS=<folder>, a picture of the table at each new phase, each race's payoffs and the
 * final scores, to look at a real game as a player sees it (docs/layout-checker.md).
 */
function pictures(page: Page): { take(phase: string, m: Moment): Promise<void> } {
  const dir = process.env['LAYOUT_SHOTS'];
  let last = '';
  let n = 0;
  return {
    async take(phase, m) {
      const key = m === 'payoff-moment' || m === 'end-screen' ? m : phase;
      if (!dir || key === last) return;
      last = key;
      n++;
      await page.screenshot({ path: `${dir}/${String(n).padStart(3, '0')}-${phase}-${m}.png` });
    },
  };
}

/**
 * Plays `g` through the UI to the final scores (or `maxDecisions`), checking the layout at every
 * decision, at every moment over the table and at each step of every race. Returns the watch
 * (what was found, each violation once where it was first seen, with screenshots of the first)
 * and how many states were checked.
 */
export async function playAndCheck(
  page: Page,
  testInfo: TestInfo,
  g: LayoutGame,
): Promise<{ watch: LayoutWatch; states: number }> {
  await page.setViewportSize({ width: g.width, height: g.height });
  const watch = await watchLayout(page, testInfo);
  await page.addInitScript((lang) => {
    localStorage.setItem('horse-fever:tutorial', 'seen');
    localStorage.setItem('horse-fever:locale', lang);
  }, g.lang);
  await start(page, g);
  let decisions = 0;
  let speedSet = !g.humans;
  const shots = pictures(page);
  for (let guard = 0; guard < 3000; guard++) {
    const m = await moment(page);
    const { phase, step } = await page.evaluate(() => ({
      phase: document.querySelector('[data-testid="table-screen"]')?.getAttribute('data-phase') ?? '',
      step: document.querySelector('[data-testid="decision-area"]')?.getAttribute('data-step') ?? '',
    }));
    await watch.check(`${phase} step ${step} (${m})`);
    await shots.take(phase, m);
    if (m === 'end-screen') break;
    if (g.maxDecisions !== undefined && decisions >= g.maxDecisions) break;
    if (m === 'hand-over') {
      await page.getByTestId('hand-over-ready').click();
      await expect(page.getByTestId('hand-over')).toHaveCount(0);
      if (!speedSet) await page.getByTestId('speed-fast').click();
      speedSet = true;
      continue;
    }
    if (m === 'payoff-moment') {
      await page.getByTestId('payoff-continue').click();
      await expect(page.getByTestId('payoff-moment')).toHaveCount(0);
      continue;
    }
    if (m === 'party-tie-dialog') await page.getByTestId('party-tie-confirm').click();
    else if (m === 'party-bet-form') {
      await page.getByTestId('party-bet-form').locator('input[type=radio]:enabled').first().check();
      await page.getByTestId('stake-min').click();
      await watch.check(`${phase} step ${step} (bet chosen)`);
      await page.getByTestId('party-bet-confirm').click();
    } else await decide(page, m);
    decisions++;
    await page.waitForFunction(
      (before) =>
        !!document.querySelector(
          '[data-testid="end-screen"], [data-testid="hand-over"], [data-testid="payoff-moment"]',
        ) || document.querySelector('[data-testid="decision-area"]')?.getAttribute('data-step') !== before,
      step,
      { timeout: 60_000 },
    );
    await expect(page.getByTestId('action-error')).toHaveCount(0);
  }
  return { watch, states: await watch.states() };
}
