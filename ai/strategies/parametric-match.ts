import { playGame, type Agent, type Mode } from '../../src-shared/index';
import { chooseAction, type BotLevel } from '../index';
import { parametricAction, type ParamVector } from './parametric';
import { wilson, type WinShare } from './win-share';

/**
 * Games of a parametric strategy against three bots of one level (docs/bots.md, "Exploit search"):
 * game g of seed S seats the strategy in seat g mod 4, and every decision is seeded from (S, g) and
 * its number, so a game is a pure function of (mode, level, vector, S, g) whichever thread plays it.
 */

export interface MatchGame {
  mode: Mode;
  level: BotLevel;
  vector: ParamVector;
  seed: string;
  g: number;
}

/** Whether the strategy won game `g`. */
export function playParametricGame({ mode, level, vector, seed, g }: MatchGame): boolean {
  const seat = g % 4;
  let n = 0;
  const agents: Agent[] = [0, 1, 2, 3].map((i) =>
    i === seat
      ? (view) => parametricAction(vector, view, `${seed}/${g}/${n++}`)
      : (view) => chooseAction(view, level, `${seed}/${g}/${n++}`),
  );
  const players = agents.map((_, i) => (i === seat ? 'found' : `${level}${i}`));
  const { state } = playGame({ mode, seed: `${seed}/game-${g}`, players }, agents);
  return state.result?.find((r) => r.place === 1)?.seat === seat;
}

/** Plays a batch of games; the command line passes worker threads instead (same results). */
export type PlayGames = (games: readonly MatchGame[]) => boolean[];

export const playGamesHere: PlayGames = (games) => games.map(playParametricGame);

/** The strategy's win share over games 0 … n−1 of `seed`. */
export function parametricWinShare(
  mode: Mode,
  level: BotLevel,
  vector: ParamVector,
  games: number,
  seed: string,
  play: PlayGames = playGamesHere,
): WinShare {
  const wins = play(Array.from({ length: games }, (_, g) => ({ mode, level, vector, seed, g }))).filter(Boolean).length;
  return { games, wins, share: wins / games, ci95: wilson(wins, games) };
}
