import { backedHorses } from '../../ai/determinize';
import { colorIndex } from '../../src-shared/colors';
import { intArg, parse, required } from '../args';
import { BOTS } from '../bots';
import { UsageError, json, type CliResult } from '../cli-result';
import { playGame } from '../game-runner';

export const PLACEMENT_USAGE = 'hf placement --seed S [--games K] [--bot normal]';

export interface PlacementCounts {
  bot: string;
  games: number;
  seed: string;
  /** Per Action card number: played on a horse its player had bet on or owned, or on another. */
  backed: number[];
  other: number[];
}

/**
 * Where a bot puts its Action cards, over Family Games of four copies of it: the data behind the
 * opponent model of ai/card-placement.ts (what a face-down card on a horse is likely to be).
 */
export function measurePlacement(bot: string, games: number, seed: string): PlacementCounts {
  const backed = new Array<number>(23).fill(0), other = new Array<number>(23).fill(0);
  for (let g = 0; g < games; g++) {
    playGame('family', [bot, bot, bot, bot], seed, g, (view, a) => {
      if (a.type !== 'playCard') return;
      (backedHorses(view, a.seat)[colorIndex(a.horse)] ? backed : other)[a.card]++;
    });
  }
  return { bot, games, seed, backed, other };
}

export function placement(argv: string[]): CliResult {
  const { values } = parse(argv, { seed: { type: 'string' }, games: { type: 'string' }, bot: { type: 'string' } });
  const bot = values.bot ?? 'normal';
  if (!(bot in BOTS)) throw new UsageError(`--bot: unknown bot "${bot}" (bots: ${Object.keys(BOTS).join(', ')}).`);
  const games = intArg('games', values.games ?? '150', 1, 100_000);
  return json(measurePlacement(bot, games, required('seed', values.seed)));
}
