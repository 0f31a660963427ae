import { COLORS, oddsLabel } from '../../src-shared/index';
import { noMods } from '../../src-shared/race';
import { RaceSimulator, randomRaceChance } from '../../src-shared/race-sim';
import { nextFloat, seedRng } from '../../src-shared/rng';
import { intArg, parse, required } from '../args';
import { json, ok, type CliResult } from '../cli-result';
import { fixed, pct, table } from '../format';

export const ODDS_USAGE = 'hf odds --races N --seed S [--json]';

export interface RowStats {
  odds: string;
  row: number;
  win: number;
  top3: number;
  meanRank: number;
}

/**
 * The starting table (stable on row r, no cards): share of races won, share in the top 3 and
 * mean rank (1..6) of each odds row, over `races` seeded races run on the kernel.
 */
export function oddsTable(races: number, seed: string): RowStats[] {
  const rows = [0, 1, 2, 3, 4, 5];
  const mods = COLORS.map(noMods);
  const rng = seedRng(seed);
  const chance = randomRaceChance(() => nextFloat(rng));
  const sim = new RaceSimulator();
  const wins = [0, 0, 0, 0, 0, 0], top3 = [0, 0, 0, 0, 0, 0], rankSum = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < races; i++) {
    const { ranking } = sim.run(rows, mods, chance);
    for (let p = 0; p < 6; p++) {
      const r = rows[ranking[p]];
      if (p === 0) wins[r]++;
      if (p < 3) top3[r]++;
      rankSum[r] += p + 1;
    }
  }
  return rows.map((r) => ({
    odds: oddsLabel(r), row: r, win: wins[r] / races, top3: top3[r] / races, meanRank: rankSum[r] / races,
  }));
}

export function odds(argv: string[]): CliResult {
  const { values } = parse(argv, {
    races: { type: 'string' }, seed: { type: 'string' }, json: { type: 'boolean' },
  });
  const races = intArg('races', required('races', values.races), 1, 100_000_000);
  const seed = required('seed', values.seed);
  const stats = oddsTable(races, seed);
  if (values.json) return json({ races, seed, rows: stats });
  const lines = [
    `Starting odds (one stable per row, no cards): ${races} races, seed ${seed}`,
    table(
      [['odds', 'win', 'top 3', 'mean rank'], ...stats.map((s) => [s.odds, pct(s.win), pct(s.top3), fixed(s.meanRank)])],
      [false, true, true, true],
    ),
  ];
  return ok(lines.join('\n'));
}
