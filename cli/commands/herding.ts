import { HerdingTally, type Herding } from '../../ai/evaluation/herding';
import { intArg, listArg, parse, required } from '../args';
import { BOTS } from '../bots';
import { UsageError, json, type CliResult } from '../cli-result';
import { botForSeat, playBotGame } from '../game-runner';

export const HERDING_USAGE = 'hf herding --seed S [--games K] [--bots b1,b2,b3,b4] [--of normal]';

/** What `hf herding` prints: ai/evaluation/herding.ts's figures for the seats `of` plays. */
export interface HerdingReport extends Herding {
  bots: string[];
  of: string;
  games: number;
  seed: string;
}

/** Plays `games` Family Games of `bots` (seats rotated) and tallies how the seats played by `of` herd. */
export function measureHerding(bots: readonly string[], of: string, games: number, seed: string): HerdingReport {
  const tally = new HerdingTally();
  for (let g = 0; g < games; g++) {
    const watchedSeat = bots.map((_, seat) => bots[botForSeat(seat, g, bots.length)] === of);
    playBotGame('family', bots, seed, g, (view, a) => tally.see(view, a, watchedSeat[view.seat]));
    tally.endGame();
  }
  return { bots: [...bots], of, games, seed, ...tally.report() };
}

export function herding(argv: string[]): CliResult {
  const { values } = parse(argv, {
    seed: { type: 'string' },
    games: { type: 'string' },
    bots: { type: 'string' },
    of: { type: 'string' },
  });
  const bots = values.bots ? listArg('bots', values.bots) : ['normal', 'normal', 'normal', 'normal'];
  const bad = bots.find((b) => !(b in BOTS));
  if (bad !== undefined) throw new UsageError(`--bots: unknown bot "${bad}" (bots: ${Object.keys(BOTS).join(', ')}).`);
  const of = values.of ?? 'normal';
  if (!bots.includes(of)) throw new UsageError(`--of: "${of}" plays no seat of --bots.`);
  const games = intArg('games', values.games ?? '20', 1, 100_000);
  return json(measureHerding(bots, of, games, required('seed', values.seed)));
}
