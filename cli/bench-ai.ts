import { Worker } from 'node:worker_threads';
import { wrap } from 'comlink';
import nodeEndpoint from 'comlink/dist/umd/node-adapter.js';
import { chooseAction, type BotLevel } from '../ai/index';
import { FastRace } from '../ai/simulation/fast-race';
import type { BotWorkerApi } from '../ai/runtime/worker-api';
import { COLORS, playGame, type Agent, type Mode, type PlayerView } from '../src-shared/index';
import { actionDeck } from '../src-shared/engine/cards/action-cards';
import { resolveRaceCards } from '../src-shared/engine/race/reveal';
import { plainCopy } from '../src-shared/engine/core/plain-copy';
import { nextInt, seedRng } from '../src-shared/engine/core/rng';
import type { PlayedCard } from '../src-shared/engine/core/types';

/** Bot benchmarks (npm run bench -- ai): decision latency through a comlink worker, and race simulation speed. */

/** Every decision view met in a few seeded games between normal bots. */
export function decisionViews(mode: Mode, games: number, seed: string): PlayerView[] {
  const views: PlayerView[] = [];
  for (let g = 0; g < games; g++) {
    const bot: Agent = (view) => chooseAction(view, 'normal', `${g}/${views.length + 1}`);
    // Views handed to onStep are complete, but a lazy view (src-shared/decision-view.ts) is a Proxy,
    // which a worker's postMessage cannot clone: kept as plain copies.
    playGame({ mode, seed: `${seed}/${g}`, players: ['a', 'b', 'c', 'd'] }, [bot, bot, bot, bot], (_s, _log, view) => {
      if (view) views.push(plainCopy(view));
    });
  }
  return views;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Round-trip time of each decision through the worker (structured clone both ways, as in the app). */
export async function benchLatency(levels: readonly BotLevel[]): Promise<void> {
  // The worker loads TypeScript through tsx's loader, as the parent (run by tsx) does.
  const entry = new URL('./bench-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(boot, { eval: true });
  const bot = wrap<BotWorkerApi>(nodeEndpoint(worker as never));
  try {
    const views = [...decisionViews('family', 3, 'lat'), ...decisionViews('board', 3, 'lat')];
    for (const level of levels) {
      for (let i = 0; i < 20; i++) await bot.decide(views[i], level, i); // warm-up
      const times: number[] = [];
      for (let i = 0; i < views.length; i++) {
        const t0 = performance.now();
        await bot.decide(views[i], level, i);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const f = (x: number): string => x.toFixed(1);
      console.log(
        `decision latency ${level}: p50 ${f(quantile(times, 0.5))} ms, p95 ${f(quantile(times, 0.95))} ms, max ${f(times[times.length - 1])} ms (${times.length} decisions through the comlink worker, Family + Board)`,
      );
    }
  } finally {
    await worker.terminate();
  }
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
        horse: COLORS[nextInt(setup, 6)],
        seat: 0,
      });
    return { rows: COLORS.map(() => nextInt(setup, 6)), mods: resolveRaceCards(played).mods };
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
