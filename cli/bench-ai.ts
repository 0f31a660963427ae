import { cpus, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { wrap, type Remote } from 'comlink';
import nodeEndpoint from 'comlink/dist/umd/node-adapter.js';
import { appBudgetMs, chooseAction, type BotLevel } from '../ai/index';
import { FastRace } from '../ai/simulation/fast-race';
import type { BotWorkerApi } from '../ai/runtime/worker-api';
import {
  COLORS,
  HORSE_COUNT,
  ODDS_ROWS,
  applyActionInPlace,
  describeError,
  newGame,
  pending,
  playGame,
  playerView,
  runChance,
  type Agent,
  type Mode,
  type PlayerAction,
  type PlayerView,
} from '../src-shared/index';
import { actionDeck } from '../src-shared/engine/cards/action-cards';
import { resolveRaceCards } from '../src-shared/engine/race/reveal';
import { plainCopy } from '../src-shared/engine/core/plain-copy';
import { nextInt, seedRng } from '../src-shared/engine/core/rng';
import type { PlayedCard } from '../src-shared/engine/core/types';

/** Bot benchmarks (npm run bench -- ai): decision time through a comlink worker against each level's budget, and race simulation speed. */

/** Every decision view met in a few seeded games between normal bots (work-capped: the positions matter, not their play). */
export function decisionViews(mode: Mode, games: number, seed: string): PlayerView[] {
  const views: PlayerView[] = [];
  for (let g = 0; g < games; g++) {
    const bot: Agent = (view) => chooseAction(view, 'normal', `${g}/${views.length + 1}`, VIEW_CAPS);
    // Views handed to onStep are complete, but a lazy view (src-shared/decision-view.ts) is a Proxy,
    // which a worker's postMessage cannot clone: kept as plain copies.
    playGame({ mode, seed: `${seed}/${g}`, players: ['a', 'b', 'c', 'd'] }, [bot, bot, bot, bot], (_s, _log, view) => {
      if (view) views.push(plainCopy(view));
    });
  }
  return views;
}

const VIEW_CAPS = { maxSamples: 3, maxRaces: 100 };

/** One decision's round trip, with the machine's 1-minute load average just after it. */
interface Timed {
  ms: number;
  load: number;
}

function quantile(sorted: readonly Timed[], q: number): Timed {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** A row of figures: p50, p95 and max decision time and max ÷ budget, each with the load average when it was measured. */
function printTimes(label: string, times: readonly Timed[], budget: number | undefined): void {
  const sorted = times.slice().sort((a, b) => a.ms - b.ms);
  const at = (t: Timed): string => `${t.ms.toFixed(0)} ms (load ${t.load.toFixed(1)})`;
  const max = sorted[sorted.length - 1];
  const ratio =
    budget === undefined ? 'no budget' : `max ÷ budget ${(max.ms / budget).toFixed(2)} (budget ${budget} ms)`;
  console.log(
    `${label}: p50 ${at(quantile(sorted, 0.5))}, p95 ${at(quantile(sorted, 0.95))}, max ${at(max)}; ${ratio}; ${sorted.length} decisions`,
  );
}

type Bot = Remote<BotWorkerApi>;

async function timed(
  bot: Bot,
  view: PlayerView,
  level: BotLevel,
  seed: string | number,
): Promise<Timed & { action: PlayerAction }> {
  const t0 = performance.now();
  const action = await bot.decide(view, level, seed);
  return { ms: performance.now() - t0, load: loadavg()[0], action };
}

/**
 * Each level's decision time through the worker (structured clone both ways and the level's app
 * budget, as in the app), per mode, and five hard bots in a 6-player Board Game.
 */
export async function benchLatency(levels: readonly BotLevel[]): Promise<void> {
  // The worker loads TypeScript through tsx's loader, as the parent (run by tsx) does.
  const entry = new URL('./bench-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(boot, { eval: true });
  const bot = wrap<BotWorkerApi>(nodeEndpoint(worker as never));
  try {
    console.log(`decision time through the comlink worker, within each level's app budget (${cpus().length} cores):`);
    for (const mode of ['family', 'board'] as const) {
      const views = decisionViews(mode, 2, 'lat');
      for (const level of levels) {
        for (let i = 0; i < 10; i++) await bot.decide(views[i], level, i); // warm-up
        const times: Timed[] = [];
        for (let i = 0; i < views.length; i++) times.push(await timed(bot, views[i], level, i));
        printTimes(`  ${level}, ${mode} (4 players)`, times, appBudgetMs(level));
      }
    }
    if (levels.includes('hard')) await benchFiveHard(bot, 2);
  } finally {
    await worker.terminate();
  }
}

/**
 * A 6-player Board Game's first `rounds` rounds with five hard bots in the worker and an easy bot
 * for the person: each hard decision, and how long the table waits for the bots in each round.
 */
async function benchFiveHard(bot: Bot, rounds: number): Promise<void> {
  const s = newGame({ mode: 'board', seed: 'five-hard', players: ['person', 'h1', 'h2', 'h3', 'h4', 'h5'] });
  const times: Timed[] = [];
  const waits = new Map<number, number>();
  let n = 0;
  while (s.phase !== 'gameOver' && s.round <= rounds) {
    const p = pending(s);
    if (p.kind === 'chance') {
      runChance(s);
      continue;
    }
    if (p.kind !== 'player') break;
    const view = plainCopy(playerView(s, p.seat));
    let action: PlayerAction;
    if (p.seat === 0) action = chooseAction(view, 'easy', `person/${n++}`);
    else {
      const t = await timed(bot, view, 'hard', `hard/${n++}`);
      times.push(t);
      waits.set(s.round, (waits.get(s.round) ?? 0) + t.ms);
      action = t.action;
    }
    const refused = applyActionInPlace(s, action);
    if (refused) throw new Error(`bench: a bot's move was refused: ${describeError(refused)}`);
  }
  printTimes(`  hard, board (6 players, five hard bots, first ${rounds} rounds)`, times, appBudgetMs('hard'));
  const perRound = [...waits.values()].map((ms) => (ms / 1000).toFixed(1));
  console.log(
    `    the table's wait for the five bots per round: ${perRound.join(' s, ')} s (load ${loadavg()[0].toFixed(1)})`,
  );
}

/** The bots' race simulator on tables with 8 random Action cards: races per second. */
export function benchFastRaces(races: number): void {
  const sim = new FastRace();
  const setup = seedRng('fast');
  const deck = actionDeck(false);
  const tables = Array.from({ length: 64 }, () => {
    const played: PlayedCard[] = [];
    const cards = deck.slice();
    for (let k = 0; k < 8; k++)
      played.push({
        card: cards.splice(nextInt(setup, cards.length), 1)[0],
        horse: COLORS[nextInt(setup, HORSE_COUNT)],
        seat: 0,
      });
    return { rows: COLORS.map(() => nextInt(setup, ODDS_ROWS)), mods: resolveRaceCards(played).mods };
  });
  sim.seed(seedRng('races'));
  const rates: number[] = [];
  for (let run = 0; run < 6; run++) {
    const t0 = performance.now();
    let check = 0;
    for (let i = 0; i < races; i++) {
      if (i % 1000 === 0) {
        const t = tables[(i / 1000) % 64];
        sim.setup(t.rows, t.mods);
      }
      sim.run();
      check += sim.ranking[0];
    }
    if (run > 0) rates.push(races / ((performance.now() - t0) / 1000));
    if (check < 0) console.log(check);
  }
  rates.sort((a, b) => a - b);
  const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');
  console.log(
    `bots' race simulation: ${fmt(rates[2])} races/s (median of 5 runs of ${races.toLocaleString('en-US')}, 8 random Action cards; min ${fmt(rates[0])}, max ${fmt(rates[4])})`,
  );
}
