import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { intArg, listArg, parse, required } from '../args';
import { BOTS } from '../bots';
import { UsageError, json, ok, type CliResult } from '../cli-result';
import { fixed, pct, table, wilson } from '../format';
import { playGame } from '../game-runner';
import type { GameOptions } from '../../src-shared/index';

export const PLAY_USAGE =
  'hf play --seed S [--games K] [--mode family|board] [--players N] [--bots random,random,…] [--save-log DIR] [--json]';

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

export interface MatchResult {
  mode: string;
  players: number;
  games: number;
  seed: string;
  bots: BotStats[];
}

/** Plays `games` games; game g seats the bot list rotated by g. Writes each record to `logDir`. */
export function playMatch(
  mode: GameOptions['mode'], botNames: string[], games: number, seed: string, logDir?: string,
): MatchResult {
  const n = botNames.length;
  const wins = Array(n).fill(0), vp = Array(n).fill(0), money = Array(n).fill(0), played = Array(n).fill(0);
  if (logDir) mkdirSync(logDir, { recursive: true });
  for (let g = 0; g < games; g++) {
    const out = playGame(mode, botNames, seed, g);
    for (const score of out.result) {
      const b = out.seatBots[score.seat];
      played[b]++;
      vp[b] += score.vp;
      money[b] += score.money;
      if (score.place === 1) wins[b]++;
    }
    if (logDir) writeFileSync(join(logDir, `game-${g + 1}.json`), `${JSON.stringify(out.record)}\n`);
  }
  return {
    mode, players: n, games, seed,
    bots: botNames.map((bot, b) => ({
      bot, index: b + 1, games: played[b], wins: wins[b], winShare: wins[b] / played[b],
      winCi95: wilson(wins[b], played[b]), meanVp: vp[b] / played[b], meanMoney: money[b] / played[b],
    })),
  };
}

export function play(argv: string[]): CliResult {
  const { values } = parse(argv, {
    mode: { type: 'string' }, players: { type: 'string' }, bots: { type: 'string' }, games: { type: 'string' },
    seed: { type: 'string' }, 'save-log': { type: 'string' }, json: { type: 'boolean' },
  });
  const mode = values.mode ?? 'family';
  if (mode !== 'family' && mode !== 'board') throw new UsageError(`--mode must be family or board, not "${mode}".`);
  const seed = required('seed', values.seed);
  const games = intArg('games', values.games ?? '1', 1, 10_000_000);
  const givenPlayers = values.players === undefined ? undefined : intArg('players', values.players, 2, 6);
  const bots = values.bots === undefined ? Array(givenPlayers ?? 4).fill('random') : listArg('bots', values.bots);
  const unknown = bots.find((b) => !(b in BOTS));
  if (unknown !== undefined) throw new UsageError(`--bots: unknown bot "${unknown}" (bots: ${Object.keys(BOTS).join(', ')}).`);
  if (givenPlayers !== undefined && bots.length !== givenPlayers) {
    throw new UsageError(`--bots lists ${bots.length} bots but --players is ${givenPlayers}: give one bot per player.`);
  }
  if (bots.length < 2 || bots.length > 6) throw new UsageError(`--bots: a game has 2 to 6 players, not ${bots.length}.`);
  const m = playMatch(mode, bots, games, seed, values['save-log']);
  if (values.json) return json(m);
  const lines = [
    `${mode === 'board' ? 'Board' : 'Family'} Game, ${m.players} players, ${m.games} games played, seed ${seed} (seats rotate every game)`,
    table(
      [
        ['bot', 'wins', 'win share', '95% CI', 'mean VP', 'mean money'],
        ...m.bots.map((b) => [
          `${b.index} ${b.bot}`, String(b.wins), pct(b.winShare),
          `${pct(b.winCi95[0])} – ${pct(b.winCi95[1])}`, fixed(b.meanVp), fixed(b.meanMoney, 0),
        ]),
      ],
      [false, true, true, true, true, true],
    ),
  ];
  if (values['save-log']) lines.push(`Game records written to ${values['save-log']}/game-1.json …`);
  return ok(lines.join('\n'));
}
