import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { COLORS, HORSE_COUNT, ODDS_ROWS, playGame, type PlayedCard } from '../src-shared/index';
import { actionDeck } from '../src-shared/engine/cards/action-cards';
import { RaceSimulator, raceRows, randomRaceChance } from '../src-shared/engine/race/race-sim';
import { resolveRaceCards } from '../src-shared/engine/race/reveal';
import { nextFloat, seedRng } from '../src-shared/engine/core/rng';
import { randomAgent } from '../src-shared/testing/random-game';
import { benchFastRaces, benchLatency } from './bench-ai';
import { benchBundle } from './bench-bundle';
import { benchHistory } from './bench-history';
import { benchSaves } from './bench-saves';
import { benchServer } from './bench/server-bench';

/**
 * `npm run bench -- race|games|ai|saves|history|ui|sound|all`: the engine's and the bots' speed, in figures;
 * `ai-flow [engine]`: how one bot decision flows through ai/'s modules (cli/ai-flow.test.ts).
 * `server [think ms, measure s]`: one game server process under N tables of online play (cli/bench/server-bench.ts).
 * `bundle [web dir, renderer dir]`: the shipped weight of the web build and the desktop renderer (cli/bench-bundle.ts).
 * `ui` (may be followed by the parts to run: first, race, game, bots) and `sound` measure in Chromium.
 */

const FAMILY_DECK = actionDeck(false);
const CARDS_PER_RACE = 8;

/** Whole races with full card rules: 8 random Action cards on random horses, random odds rows. */
export function benchRaces(races: number, seed: string): number {
  const rng = seedRng(seed);
  const random = (): number => nextFloat(rng);
  const chance = randomRaceChance(random);
  const sim = new RaceSimulator();
  const deck = FAMILY_DECK.slice();
  const played: PlayedCard[] = [];
  for (let k = 0; k < CARDS_PER_RACE; k++) played.push({ card: 1, horse: 'black', seat: k % 4 });
  const rows = COLORS.map(() => 0);
  let check = 0;
  for (let i = 0; i < races; i++) {
    // Deal 8 distinct cards from the Family deck onto random horses, and pick random odds rows.
    for (let k = 0; k < CARDS_PER_RACE; k++) {
      const j = k + Math.floor(random() * (deck.length - k));
      const card = deck[j];
      deck[j] = deck[k];
      deck[k] = card;
      played[k].card = card;
      played[k].horse = COLORS[Math.floor(random() * HORSE_COUNT)];
    }
    for (let h = 0; h < HORSE_COUNT; h++) rows[h] = Math.floor(random() * ODDS_ROWS);
    const cards = resolveRaceCards(played);
    const out = sim.run(raceRows(rows, cards.oddsShift), cards.mods, chance);
    check += out.ranking[0];
  }
  return check;
}

/**
 * Full random 4-player Family games through playGame: each decision reads only the legal moves of
 * its (lazily built) view, so this measures the engine, not the cost of views nobody reads.
 */
export function benchGames(games: number, seed: string): number {
  const rng = seedRng(seed);
  const random = (): number => nextFloat(rng);
  const agent = randomAgent(random);
  let check = 0;
  for (let g = 0; g < games; g++) {
    const { state } = playGame({ mode: 'family', players: ['a', 'b', 'c', 'd'], seed: `${seed}/${g}` }, [
      agent,
      agent,
      agent,
      agent,
    ]);
    check += state.result![0].seat;
  }
  return check;
}

/** Median rate (per second) of 5 timed runs after one warm-up run. */
function rate(label: string, unit: string, n: number, work: (n: number, seed: string) => number): void {
  work(Math.max(1, Math.floor(n / 2)), 'warm-up');
  const rates: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = process.hrtime.bigint();
    work(n, `run-${i}`);
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    rates.push(n / seconds);
  }
  rates.sort((a, b) => a - b);
  const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');
  console.log(
    `${label}: ${fmt(rates[2])} ${unit}/s (median of 5 runs of ${n.toLocaleString('en-US')}; min ${fmt(rates[0])}, max ${fmt(rates[4])})`,
  );
}

export async function main(argv: string[]): Promise<number> {
  const which = argv[0] ?? 'all';
  if (
    !['race', 'games', 'ai', 'ai-flow', 'saves', 'history', 'ui', 'sound', 'bundle', 'server', 'all'].includes(which)
  ) {
    console.error(
      `bench: unknown benchmark "${which}" (race, games, ai, ai-flow, saves, history, ui, sound, bundle, server or all)`,
    );
    return 2;
  }
  if (which === 'bundle') return benchBundle(argv.slice(1));
  if (which === 'server') return benchServer(argv.slice(1));
  if (which === 'ai-flow') {
    // The trace wraps ai/'s modules with vitest's module mocks, so it runs as that test, printing.
    const config = fileURLToPath(new URL('../build/vitest.config.ts', import.meta.url));
    const test = fileURLToPath(new URL('./ai-flow.test.ts', import.meta.url));
    const env = { ...process.env, AI_FLOW: argv[1] === 'engine' ? 'engine' : '1' };
    return spawnSync('npx', ['vitest', 'run', '--config', config, test], { stdio: 'inherit', env }).status ?? 1;
  }
  if (which === 'ui' || which === 'sound') {
    // Browser benchmarks: each runs in its own process with the Playwright specs' DOM typings.
    const script = fileURLToPath(new URL(`../e2e/bench-${which}.ts`, import.meta.url));
    return spawnSync('npx', ['tsx', script, ...argv.slice(1)], { stdio: 'inherit' }).status ?? 1;
  }
  console.log(`Node ${process.version}, ${process.arch}`);
  if (which === 'race' || which === 'all')
    rate('engine races (8 random Action cards each)', 'races', 200_000, benchRaces);
  if (which === 'games' || which === 'all') rate('random Family games (4 players)', 'games', 1_000, benchGames);
  if (which === 'ai' || which === 'all') {
    benchFastRaces(500_000);
    await benchLatency(['easy', 'normal', 'hard']);
  }
  if (which === 'saves' || which === 'all') await benchSaves(200);
  if (which === 'history' || which === 'all') benchHistory();
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main(process.argv.slice(2)).then((code) => (process.exitCode = code));
