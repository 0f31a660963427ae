import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { appBudgetMs, type BotLevel } from '../ai/index';
import { DECISION_MEASURE } from '../ai/runtime/bot-client';
import { WORK_MEASURE } from '../ai/runtime/worker-calls';
import { ROUNDS_BY_PLAYERS } from '../src-shared/engine/core/setup';
import type { GameOptions } from '../src-shared/engine/core/types';
import { decide, startGame, waitForDecision } from './play-helpers';
import { continueWith, preparedSave } from './visual-states';

/**
 * UI benchmark (npm run bench -- ui): the built web app in the system Chromium, driven by
 * Playwright. Prints figures only: time to the first screen, long frames during a race at normal
 * speed, the main thread's work per step early and late in a whole game, and bot decision times
 * in the browser worker per level.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env['BENCH_PORT'] ?? 4290);
const URL_ = `http://localhost:${PORT}/`;
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
/** Another build to serve (e.g. a copy of out/web from before a change), to compare two builds. */
const OUT_DIR = process.env['BENCH_OUT_DIR'];
const TRACE_FILE = process.env['BENCH_TRACE_FILE'];

const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const pct = (xs: number[], p: number): number =>
  xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;
const ms = (x: number): string => `${Math.round(x)} ms`;

async function serve(): Promise<() => void> {
  if (!OUT_DIR && (!existsSync(`${root}out/web/index.html`) || process.env['BENCH_REBUILD'])) {
    const b = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
    if (b.status !== 0) throw new Error('build:web failed');
  }
  const server = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--config',
      'src-renderer/vite.web.config.ts',
      '--port',
      String(PORT),
      '--strictPort',
      ...(OUT_DIR ? ['--outDir', OUT_DIR] : []),
    ],
    { cwd: root, stdio: 'ignore', detached: true },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(URL_)).ok) return () => process.kill(-server.pid!);
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  process.kill(-server.pid!);
  throw new Error('the preview server did not start');
}

/** From navigation to the title screen drawn with its fonts, in a fresh profile each time. */
async function firstScreen(browser: Browser): Promise<void> {
  const times: number[] = [];
  const paints: number[] = [];
  for (let i = 0; i < 6; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(URL_);
    await page.getByTestId('new-game-screen').waitFor();
    await page.evaluate(() => document.fonts.ready);
    const t = Date.now() - t0;
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    await context.close();
    if (i === 0) continue; // warm-up: the server's first answers
    times.push(t);
    paints.push(fcp);
  }
  console.log(
    `first screen (title with fonts, 1280×720): median ${ms(median(times))} (min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))}); first contentful paint median ${ms(median(paints))}`,
  );
}

type RaceKind = 'family' | 'board';
const RACE_TITLE: Record<RaceKind, string> = {
  family: 'a 4-player Family Game',
  board: 'a 6-player Board Game',
};

/**
 * Up to the second bet of a first race, the race at normal speed: a Family Game clicked through
 * from the start, or a Board Game resumed from a prepared save (its first phases are many clicks).
 */
async function toFirstRace(browser: Browser, kind: RaceKind): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, baseURL: URL_ });
  if (kind === 'board') {
    await page.addInitScript(() => localStorage.setItem('horse-fever:tutorial', 'seen'));
    await page.goto(URL_);
    const board: GameOptions = {
      mode: 'board',
      players: ['Ann', 'Bot 1', 'Bot 2', 'Bot 3', 'Bot 4', 'Bot 5'],
      seed: 7,
    };
    await continueWith(
      page,
      preparedSave(board, (s) => s.phase === 'secondBets' && s.round === 1, 'Board game'),
    );
    await page.getByTestId('bet-panel').waitFor();
    await page.getByTestId('speed-normal').click();
    return page;
  }
  await startGame(page, { mode: 'family', players: 4, seed: 20240, name: 'Ann' });
  await page.locator('[data-testid^="bet-option-"]:enabled').first().check();
  await page.getByTestId('stake-min').click();
  await page.getByTestId('bet-confirm').click();
  for (let i = 0; i < 2; i++) {
    await page.getByTestId('card-placement').waitFor();
    const step = await page.getByTestId('decision-area').getAttribute('data-step');
    await page.getByTestId('hand-card').first().click();
    await page.locator('[data-testid="place-horse"]:enabled').first().click();
    await page.waitForFunction(
      (s) => document.querySelector('[data-testid=decision-area]')?.getAttribute('data-step') !== s,
      step,
    );
  }
  await page.getByTestId('bet-panel').waitFor();
  await page.getByTestId('speed-normal').click();
  return page;
}

/** Passes the second bet and waits for the race to end at the payoff moment; returns its seconds. */
async function runRace(page: Page): Promise<number> {
  const t0 = Date.now();
  await page.getByTestId('bet-pass').click();
  await page.getByTestId('payoff-moment').waitFor({ timeout: 120_000 });
  return (Date.now() - t0) / 1000;
}

/** Frame gaps from requestAnimationFrame while one race runs at normal speed. */
async function raceFrames(browser: Browser, kind: RaceKind): Promise<void> {
  const page = await toFirstRace(browser, kind);
  // The renderer's own work over the race, from Chromium's counters.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async (): Promise<Record<string, number>> =>
    Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  // Passed as text: tsx would wrap named functions in a helper the page does not have.
  await page.evaluate(`(() => {
    window.frames_ = [];
    let last = performance.now();
    const tick = (now) => { window.frames_.push(now - last); last = now; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  const before = await metrics();
  const seconds = await runRace(page);
  const after = await metrics();
  const spent = (k: string): number => (after[k] ?? 0) - (before[k] ?? 0);
  const frames = await page.evaluate(() => (window as unknown as { frames_: number[] }).frames_.slice(1));
  const long = frames.filter((f) => f > 50);
  console.log(
    `race at normal speed, ${RACE_TITLE[kind]}: ${seconds.toFixed(1)} s, ${frames.length} frames, ${long.length} longer than 50 ms (longest ${ms(Math.max(...frames))}, p99 ${ms(pct(frames, 0.99))})`,
  );
  console.log(
    `  page work over the race: script ${ms(spent('ScriptDuration') * 1000)}, ${spent('LayoutCount')} layouts (${ms(spent('LayoutDuration') * 1000)}), ${spent('RecalcStyleCount')} style recalcs (${ms(spent('RecalcStyleDuration') * 1000)}), all tasks ${ms(spent('TaskDuration') * 1000)}`,
  );
  await page.close();
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  args?: { beginData?: { stackTrace?: unknown[] }; data?: { stackTrace?: unknown[] } };
}

/**
 * The same race traced (a second run: tracing slows the page): layouts and style recalculations
 * forced by script, i.e. recorded with the script's stack, rather than done once for a frame.
 */
async function raceForcedLayouts(browser: Browser, kind: RaceKind): Promise<void> {
  const page = await toFirstRace(browser, kind);
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'],
  });
  await runRace(page);
  const buf = await browser.stopTracing();
  // The whole trace, to open in the browser's performance panel and see which script forced what.
  if (TRACE_FILE) writeFileSync(TRACE_FILE, buf);
  const trace = JSON.parse(buf.toString('utf8')) as { traceEvents: TraceEvent[] };
  const forced = (name: string): { n: number; ms: number } => {
    const es = trace.traceEvents.filter(
      (e) => e.name === name && e.ph === 'X' && (e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace)?.length,
    );
    return { n: es.length, ms: es.reduce((a, e) => a + (e.dur ?? 0), 0) / 1000 };
  };
  const all = (name: string): number => trace.traceEvents.filter((e) => e.name === name && e.ph === 'X').length;
  const layout = forced('Layout');
  const style = forced('UpdateLayoutTree');
  console.log(
    `  forced by script (traced run): ${layout.n} of ${all('Layout')} layouts (${ms(layout.ms)}), ${style.n} of ${all('UpdateLayoutTree')} style recalcs (${ms(style.ms)})`,
  );
  await page.close();
}

/** How long the "thinking…" mark shows for each bot decision: the worker's time as the table waits for it. */
async function botTimes(browser: Browser, level: BotLevel, wanted: number): Promise<void> {
  const page: Page = await browser.newPage({ viewport: { width: 1280, height: 720 }, baseURL: URL_ });
  await page.goto(URL_);
  await page.getByTestId('mode-family').check();
  await page.getByTestId('player-count').selectOption('4');
  await page.getByTestId('seed-input').fill('4242');
  for (const l of await page.getByTestId('bot-level').all()) await l.selectOption(level);
  await page.evaluate(`(() => {
    window.thinking_ = [];
    window.decisions_ = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === '${DECISION_MEASURE}') window.decisions_.push(e.duration);
    }).observe({ type: 'measure' });
    let since = null;
    new MutationObserver(() => {
      const on = document.querySelector('[data-testid=thinking]') !== null;
      if (on && since === null) since = performance.now();
      if (!on && since !== null) { window.thinking_.push(performance.now() - since); since = null; }
    }).observe(document.body, { childList: true, subtree: true });
  })()`);
  // The bot worker, started with the game: its own time per decision, the budget's scope (the
  // first decision may come before the observer: the counts are printed).
  const started = page.waitForEvent('worker');
  await page.getByTestId('start-game').click();
  const worker = await started;
  await worker.evaluate(`(() => {
    self.works_ = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === '${WORK_MEASURE}') self.works_.push(e.duration);
    }).observe({ type: 'measure' });
  })()`);
  await page.getByTestId('speed-instant').click();
  const count = (): Promise<number> =>
    page.evaluate(() => (window as unknown as { decisions_: number[] }).decisions_.length);
  for (let guard = 0; guard < 120 && (await count()) < wanted; guard++) {
    const panel = await waitForDecision(page);
    if (panel === 'end') break;
    if (panel === 'payoff') await page.getByTestId('payoff-continue').click();
    else await decide(page, panel);
    await page.waitForTimeout(50);
  }
  const { shown, times } = await page.evaluate(() => {
    const w = window as unknown as { thinking_: number[]; decisions_: number[] };
    return { shown: w.thinking_, times: w.decisions_ };
  });
  const works = await worker.evaluate(() => (self as unknown as { works_: number[] }).works_);
  if (process.env['BENCH_DEBUG']) console.log(works.map(Math.round).join(' '), '\n', times.map(Math.round).join(' '));
  const budget = appBudgetMs(level) ?? NaN;
  const load = loadavg()[0]!.toFixed(1);
  console.log(
    `bot decisions in the browser worker, ${level} (the worker's own time, load ${load}): median ${ms(median(works))}, p95 ${ms(pct(works, 0.95))}, max ${ms(Math.max(...works))}; max ÷ budget ${(Math.max(...works) / budget).toFixed(2)} (budget ${budget} ms); ${works.length} decisions`,
  );
  console.log(
    `  call to answer, as the page sees it: median ${ms(median(times))}, p95 ${ms(pct(times, 0.95))}, max ${ms(Math.max(...times))}; max ÷ budget ${(Math.max(...times) / budget).toFixed(2)}`,
  );
  console.log(
    `  the table's "thinking" sign, shown to hidden (Vue's renders around it included): median ${ms(median(shown))}, p95 ${ms(pct(shown, 0.95))}, max ${ms(Math.max(...shown))}`,
  );
  await page.close();
}

/** The engine steps played so far: the actions of the game's save (one game per page). */
async function stepsSoFar(page: Page): Promise<number> {
  return page.evaluate((prefix) => {
    let most = 0;
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith(prefix)) continue;
      const save = JSON.parse(localStorage.getItem(key) ?? '{}') as { actions?: unknown[] };
      most = Math.max(most, save.actions?.length ?? 0);
    }
    return most;
  }, 'horse-fever:save:');
}

/**
 * A whole 6-player Board Game at instant speed, Ann deciding through the UI (as the e2e games do)
 * and the bots at 'random' (the same game on any machine): the main thread's work (Chromium's
 * TaskDuration) per engine step, in the first and the last third of the game's rounds. A table
 * whose cost grows with the game shows as a last third dearer than the first.
 */
async function wholeGame(browser: Browser): Promise<void> {
  const players = 6;
  const rounds = ROUNDS_BY_PLAYERS[players];
  const load = loadavg();
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, baseURL: URL_ });
  await startGame(page, { mode: 'board', players, seed: 7, name: 'Ann', bots: 'random' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async (): Promise<number> =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN;
  /** Main-thread seconds and steps where each third starts, and at the end. */
  const marks: { task: number; steps: number }[] = [];
  const mark = async (): Promise<void> => {
    const task = await taskSeconds();
    // The game waits for Ann here: the save of the last step is written by the time we read it.
    await page.waitForTimeout(300);
    marks.push({ task, steps: await stepsSoFar(page) });
  };
  // On a loaded machine a step may take longer than one wait's 30 s: a slow table is measured, not failed.
  const next = async (tries = 10): Promise<Awaited<ReturnType<typeof waitForDecision>>> =>
    waitForDecision(page).catch((e: unknown) => (tries > 1 ? next(tries - 1) : Promise.reject(e)));
  const t0 = Date.now();
  for (let guard = 0; guard < 3000; guard++) {
    const panel = await next();
    if (panel === 'end') break;
    const { round, step } = await page.evaluate(() => ({
      round: Number(document.querySelector('[data-testid=table-screen]')?.getAttribute('data-round') ?? 0),
      step: document.querySelector('[data-testid=decision-area]')?.getAttribute('data-step') ?? null,
    }));
    // Thirds of the rounds: marks at the first decision, then at the first of each later third.
    const third = Math.min(2, Math.floor(((round - 1) * 3) / rounds));
    if (marks.length <= third) await mark();
    if (panel === 'payoff') {
      await page.getByTestId('payoff-continue').click();
      await page.getByTestId('payoff-moment').waitFor({ state: 'detached' });
      continue;
    }
    await decide(page, panel);
    await page.waitForFunction(
      (before) =>
        document.querySelector('[data-testid="end-screen"]')?.checkVisibility() ||
        document.querySelector('[data-testid="decision-area"]')?.getAttribute('data-step') !== before,
      step,
      { timeout: 300_000 },
    );
  }
  await mark();
  const seconds = (Date.now() - t0) / 1000;
  const perStep = (a: number, b: number): number =>
    ((marks[b]!.task - marks[a]!.task) * 1000) / (marks[b]!.steps - marks[a]!.steps);
  const first = perStep(0, 1);
  const last = perStep(2, 3);
  const loads = `${load.map((x) => x.toFixed(1)).join(' ')} before, ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} after`;
  console.log(
    `whole game at instant speed, a 6-player Board Game (${marks[3]!.steps} steps, ${seconds.toFixed(0)} s): main-thread work per step ${first.toFixed(2)} ms in the first third (${marks[1]!.steps - marks[0]!.steps} steps), ${last.toFixed(2)} ms in the last (${marks[3]!.steps - marks[2]!.steps} steps): last ÷ first ${(last / first).toFixed(2)}`,
  );
  console.log(`  load average (1, 5, 15 min): ${loads}`);
  await page.close();
}

const PARTS = ['first', 'race', 'race-family', 'race-board', 'game', 'bots'] as const;

/**
 * `parts`: any of first, race (both races, or race-family, race-board), game (a whole game's work
 * per step) and bots (all when empty).
 */
export async function benchUi(parts: string[] = []): Promise<void> {
  const unknown = parts.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length) throw new Error(`bench ui: unknown part ${unknown.join(', ')} (${PARTS.join(', ')})`);
  const run = (part: (typeof PARTS)[number]): boolean => parts.length === 0 || parts.includes(part);
  const stop = await serve();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    console.log(`Chromium ${browser.version()}, built web app (${OUT_DIR ?? 'out/web'})`);
    if (run('first')) await firstScreen(browser);
    for (const kind of ['family', 'board'] as const)
      if (run('race') || run(`race-${kind}`)) {
        await raceFrames(browser, kind);
        await raceForcedLayouts(browser, kind);
      }
    if (run('game')) await wholeGame(browser);
    if (run('bots')) for (const level of ['easy', 'normal', 'hard'] as const) await botTimes(browser, level, 48);
  } finally {
    await browser.close();
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void benchUi(process.argv.slice(2));
