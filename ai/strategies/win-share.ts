import { playGame, type Agent, type Mode } from '../../src-shared/index';
import { chooseAction, type BotLevel } from '../index';
import { strategyAction } from './fixed-strategies';

/**
 * A fixed strategy's win share against three bots of one level (docs/bots.md), for the exploitability
 * check of `npm run test:bots`. Game g seats the strategy in seat g mod 4; every decision is seeded
 * from the game and its number, and work is counted in races, so a match always plays the same.
 */

/** Wilson score interval of k successes in n trials (95% by default). */
export function wilson(k: number, n: number, z = 1.959963984540054): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n,
    z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface WinShare {
  games: number;
  wins: number;
  share: number;
  ci95: [number, number];
}

export function strategyWinShare(strategy: string, level: BotLevel, mode: Mode, games: number, seed: string): WinShare {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % 4;
    let n = 0;
    const agents: Agent[] = [0, 1, 2, 3].map((i) =>
      i === seat
        ? (view) => strategyAction(strategy, view, n++)
        : (view) => chooseAction(view, level, `${seed}/${g}/${n++}`),
    );
    const names = agents.map((_, i) => (i === seat ? strategy : `${level}${i}`));
    const { state } = playGame({ mode, seed: `${seed}/game-${g}`, players: names }, agents);
    if (state.result?.find((r) => r.place === 1)?.seat === seat) wins++;
  }
  return { games, wins, share: wins / games, ci95: wilson(wins, games) };
}
