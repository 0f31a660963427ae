import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { intArg, listArg, parse, required } from '../args';
import { botsFor } from '../bots';
import { UsageError, json, ok, type CliResult } from '../cli-result';
import { fixed, pct, table, wilson } from '../format';
import { playBotGame } from '../game-runner';
import { playGamesInWorkers } from '../parallel-games';
import { rulesetFor, type GameMode } from '../../src-shared/index';
import { CLI_MODE_NAMES, cliMode, isGameMode } from '../modes';

export const PLAY_USAGE =
  'hf play --seed S [--games K] [--mode family|board|party] [--players N] [--bots random,random,…] [--save-log DIR] [--jobs J] [--json]';

export interface BotStats {
  bot: string;
  /** Position in --bots, from 1. */
  index: number;
  games: number;
  wins: number;
  winShare: number;
  winCi95: [number, number];
  meanVp: number;
  meanMoney: number;
}

/** The same figures per seat (seat 0 is the first seat of the options, not the first player). */
export type SeatStats = Omit<BotStats, 'bot' | 'index'> & { seat: number };

export interface MatchResult {
  mode: string;
  players: number;
  games: number;
  seed: string;
  bots: BotStats[];
  seats: SeatStats[];
}

interface Tally {
  games: number;
  wins: number;
  vp: number;
  money: number;
}

function stats(t: Tally): Omit<BotStats, 'bot' | 'index'> {
  return {
    games: t.games,
    wins: t.wins,
    winShare: t.wins / t.games,
    winCi95: wilson(t.wins, t.games),
    meanVp: t.vp / t.games,
    meanMoney: t.money / t.games,
  };
}

/**
 * Plays `games` games; game g seats the bot list rotated by g. Writes each record to `logDir`.
 * With `jobs` above 1 the games are shared among that many worker threads, with the same results.
 */
export function playMatch(
  mode: GameMode,
  botNames: string[],
  games: number,
  seed: string,
  logDir?: string,
  jobs = 1,
): MatchResult {
  const n = botNames.length;
  const empty = (): Tally[] => botNames.map(() => ({ games: 0, wins: 0, vp: 0, money: 0 }));
  const byBot = empty(),
    bySeat = empty();
  if (logDir) mkdirSync(logDir, { recursive: true });
  // Some modes' games are quick: always on this thread.
  const sharded = cliMode(mode).workers;
  const parallel = jobs > 1 && sharded ? playGamesInWorkers(sharded, botNames, seed, games, jobs) : null;
  for (let g = 0; g < games; g++) {
    const out = parallel ? parallel[g] : playBotGame(mode, botNames, seed, g);
    for (const score of out.result) {
      for (const t of [byBot[out.seatBots[score.seat]], bySeat[score.seat]]) {
        t.games++;
        t.vp += 'vp' in score ? score.vp : 0;
        t.money += score.money;
        if (score.place === 1) t.wins++;
      }
    }
    if (logDir) writeFileSync(join(logDir, `game-${g + 1}.json`), `${JSON.stringify(out.record)}\n`);
  }
  return {
    mode,
    players: n,
    games,
    seed,
    bots: botNames.map((bot, b) => ({ bot, index: b + 1, ...stats(byBot[b]) })),
    seats: bySeat.map((t, seat) => ({ seat, ...stats(t) })),
  };
}

function row(label: string, t: Omit<BotStats, 'bot' | 'index'>): string[] {
  return [
    label,
    String(t.wins),
    pct(t.winShare),
    `${pct(t.winCi95[0])} – ${pct(t.winCi95[1])}`,
    fixed(t.meanVp),
    fixed(t.meanMoney, 0),
  ];
}

export function play(argv: string[]): CliResult {
  const { values } = parse(argv, {
    mode: { type: 'string' },
    players: { type: 'string' },
    bots: { type: 'string' },
    games: { type: 'string' },
    seed: { type: 'string' },
    'save-log': { type: 'string' },
    jobs: { type: 'string' },
    json: { type: 'boolean' },
  });
  const mode = values.mode ?? 'family';
  if (!isGameMode(mode)) {
    const names = `${CLI_MODE_NAMES.slice(0, -1).join(', ')} or ${CLI_MODE_NAMES.at(-1)}`;
    throw new UsageError(`--mode must be ${names}, not "${mode}".`);
  }
  const seats = rulesetFor(mode).seats;
  const seed = required('seed', values.seed);
  const games = intArg('games', values.games ?? '1', 1, 10_000_000);
  const givenPlayers =
    values.players === undefined ? undefined : intArg('players', values.players, seats.min, seats.max);
  const bots = values.bots === undefined ? Array(givenPlayers ?? 4).fill('random') : listArg('bots', values.bots);
  const known = botsFor(mode);
  const unknown = bots.find((b) => !known.includes(b));
  if (unknown !== undefined) throw new UsageError(`--bots: unknown bot "${unknown}" (bots: ${known.join(', ')}).`);
  if (givenPlayers !== undefined && bots.length !== givenPlayers) {
    throw new UsageError(`--bots lists ${bots.length} bots but --players is ${givenPlayers}: give one bot per player.`);
  }
  if (bots.length < seats.min || bots.length > seats.max)
    throw new UsageError(`--bots: a game has ${seats.min} to ${seats.max} players, not ${bots.length}.`);
  const jobs = intArg('jobs', values.jobs ?? '1', 1, 64);
  const m = playMatch(mode, bots, games, seed, values['save-log'], Math.min(jobs, games));
  if (values.json) return json(m);
  // A mode without VP leaves its column out.
  const shown = (_: unknown, i: number): boolean => cliMode(mode).vp || i !== 4;
  const lines = [
    `${cliMode(mode).name} Game, ${m.players} players, ${m.games} games played, seed ${seed} (seats rotate every game)`,
    table(
      [
        ['bot / seat', 'wins', 'win share', '95% CI', 'mean VP', 'mean money'],
        ...m.bots.map((b) => row(`${b.index} ${b.bot}`, b)),
        ...m.seats.map((t) => row(`seat ${t.seat}`, t)),
      ].map((r) => r.filter(shown)),
      [false, true, true, true, true, true].filter(shown),
    ),
  ];
  if (values['save-log']) lines.push(`Game records written to ${values['save-log']}/game-1.json …`);
  return ok(lines.join('\n'));
}
