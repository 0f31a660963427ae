import { expect, type Page, type TestInfo } from '@playwright/test';
import { decide, PANELS } from '../play-helpers';
import { layoutViolations, type Violation } from './invariants';

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

export interface Found extends Violation {
  /** Where in the game: the phase and the engine step, or the moment (payoff, final scores…). */
  at: string;
}

export const gameName = (g: LayoutGame): string =>
  `${g.mode} ${g.players}p seed ${g.seed}${g.humans ? ` ${g.humans + 1} people` : ''} ${g.lang} ${g.width}×${g.height}`;

/**
 * Before the app loads: the checker in the page, run again after every step the table shows (a
 * race's steps too: the decision area's `data-step` follows the engine's log), its findings kept
 * in `window.__layout` and each first sighting reported at once so a screenshot shows it.
 */
async function installWatch(page: Page, g: LayoutGame, onFound: (v: Found[]) => Promise<void>): Promise<void> {
  await page.exposeBinding('__layoutFound', async (_src, found: Found[]) => onFound(found));
  await page.addInitScript(
    ({ lang, check }) => {
      localStorage.setItem('horse-fever:tutorial', 'seen');
      localStorage.setItem('horse-fever:locale', lang);
      const w = window as unknown as {
        __layoutCheck: () => Violation[];
        __layoutFound: (v: Found[]) => Promise<void>;
        __layoutSteps: number;
      };
      w.__layoutCheck = (0, eval)(`(${check})`) as () => Violation[];
      w.__layoutSteps = 0;
      const seen = new Set<string>();
      let queued = false;
      const run = (): void => {
        queued = false;
        w.__layoutSteps++;
        const table = document.querySelector('[data-testid=table-screen]');
        const step = document.querySelector('[data-testid=decision-area]')?.getAttribute('data-step') ?? '?';
        const at = `${table?.getAttribute('data-phase') ?? 'screen'} step ${step}`;
        const fresh = w.__layoutCheck().filter((v) => {
          const key = `${v.rule} ${v.element}`;
          return !seen.has(key) && !!seen.add(key);
        });
        if (fresh.length) void w.__layoutFound(fresh.map((v) => ({ ...v, at })));
      };
      // After the step is drawn (two frames), and once more when a slide or a pop-in has settled.
      const later = (): void => {
        if (queued) return;
        queued = true;
        requestAnimationFrame(() => requestAnimationFrame(run));
        setTimeout(() => requestAnimationFrame(run), 450);
      };
      new MutationObserver(later).observe(document, {
        subtree: true,
        childList: false,
        attributes: true,
        attributeFilter: ['data-step', 'data-turned', 'data-phase'],
      });
    },
    { lang: g.lang, check: layoutViolations.toString() },
  );
}

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
  // Fast, not instant: the race is drawn step by step, and each step is checked.
  await page.getByTestId('speed-fast').click();
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
 * Plays `g` through the UI to the final scores (or `maxDecisions`), checking the layout at every
 * decision, at every moment over the table and at each step of every race. Returns what was found
 * (each violation once, where it was first seen) and how many states were checked; each finding's
 * first state is attached as a screenshot.
 */
export async function playAndCheck(
  page: Page,
  testInfo: TestInfo,
  g: LayoutGame,
): Promise<{ found: Found[]; states: number }> {
  const found: Found[] = [];
  let shots = 0;
  const report = async (v: Found[]): Promise<void> => {
    found.push(...v);
    if (shots++ < 12) {
      const path = testInfo.outputPath(`${v[0]!.at} ${v[0]!.rule}.png`.replace(/[^\w.-]+/g, '-'));
      await page.screenshot({ path });
      await testInfo.attach(`${v[0]!.at}: ${v[0]!.rule}`, { path, contentType: 'image/png' });
    }
  };
  await page.setViewportSize({ width: g.width, height: g.height });
  await installWatch(page, g, report);
  await start(page, g);
  const checkNow = async (at: string): Promise<void> => {
    const v = await page.evaluate(() => (window as unknown as { __layoutCheck: () => Violation[] }).__layoutCheck());
    const keys = new Set(found.map((f) => `${f.rule} ${f.element}`));
    const fresh = v.filter((x) => !keys.has(`${x.rule} ${x.element}`)).map((x) => ({ ...x, at }));
    if (fresh.length) await report(fresh);
  };
  let decisions = 0;
  let checks = 0;
  for (let guard = 0; guard < 3000; guard++) {
    const m = await moment(page);
    const { phase, step } = await page.evaluate(() => ({
      phase: document.querySelector('[data-testid="table-screen"]')?.getAttribute('data-phase') ?? '',
      step: document.querySelector('[data-testid="decision-area"]')?.getAttribute('data-step') ?? '',
    }));
    await checkNow(`${phase} step ${step} (${m})`);
    checks++;
    if (m === 'end-screen') break;
    if (g.maxDecisions !== undefined && decisions >= g.maxDecisions) break;
    if (m === 'hand-over') {
      await page.getByTestId('hand-over-ready').click();
      await expect(page.getByTestId('hand-over')).toHaveCount(0);
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
      await checkNow(`${phase} step ${step} (bet chosen)`);
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
  const steps = await page.evaluate(() => (window as unknown as { __layoutSteps: number }).__layoutSteps);
  return { found, states: checks + steps };
}

/** The findings as lines a reader can act on: the game, where, the rule, the element, what is wrong. */
export function describeFound(g: LayoutGame, found: readonly Found[]): string {
  return found.map((f) => `${gameName(g)} · ${f.at} · ${f.rule} · ${f.element} "${f.text}" · ${f.detail}`).join('\n');
}
