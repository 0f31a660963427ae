import { COLORS, HORSE_COUNT, oddsLabel, type Color } from '../../src-shared/index';
import { RaceSimulator, randomRaceChance } from '../../src-shared/engine/race/race-sim';
import { nextFloat, seedRng } from '../../src-shared/engine/core/rng';
import { intArg, parse, required } from '../args';
import { lineUpAndReveal, parseHorses } from '../horse-lineup';
import { json, ok, type CliResult } from '../cli-result';
import { fixed, pct, table } from '../format';

export const ODDS_USAGE = 'hf odds --races N --seed S [--horses red=37,…] [--json]';

export interface RowStats {
  odds: string;
  row: number;
  /** The horse starting on this row (lane order: black 1:2 … white 1:7), its Horse card and race row. */
  horse: Color;
  card: number | null;
  raceOdds: string;
  win: number;
  top3: number;
  meanRank: number;
}

/**
 * The starting table (horse h of lane order on row h, no Action cards): share of races won, share
 * in the top 3 and mean rank (1..6) of each starting row, over `races` seeded races run on the
 * kernel. Horse cards lined up on some horses change their odds and moves as in the game.
 */
export function oddsTable(races: number, seed: string, horses: { card: number; horse: Color }[] = []): RowStats[] {
  const lined = lineUpAndReveal([0, 1, 2, 3, 4, 5], horses, []);
  const rows = lined.revealRows;
  const mods = lined.cards.mods;
  const rng = seedRng(seed);
  const chance = randomRaceChance(() => nextFloat(rng));
  const sim = new RaceSimulator();
  const wins = [0, 0, 0, 0, 0, 0],
    top3 = [0, 0, 0, 0, 0, 0],
    rankSum = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < races; i++) {
    const { ranking } = sim.run(rows, mods, chance);
    for (let p = 0; p < HORSE_COUNT; p++) {
      const h = ranking[p];
      if (p === 0) wins[h]++;
      if (p < 3) top3[h]++;
      rankSum[h] += p + 1;
    }
  }
  return COLORS.map((horse, h) => ({
    odds: oddsLabel(h),
    row: h,
    horse,
    card: lined.horses.find((l) => l.horse === horse)?.card ?? null,
    raceOdds: oddsLabel(rows[h]),
    win: wins[h] / races,
    top3: top3[h] / races,
    meanRank: rankSum[h] / races,
  }));
}

export function odds(argv: string[]): CliResult {
  const { values } = parse(argv, {
    races: { type: 'string' },
    seed: { type: 'string' },
    horses: { type: 'string' },
    json: { type: 'boolean' },
  });
  const horses = parseHorses(values.horses);
  const races = intArg('races', required('races', values.races), 1, 100_000_000);
  const seed = required('seed', values.seed);
  const stats = oddsTable(races, seed, horses);
  if (values.json) return json({ races, seed, rows: stats });
  if (horses.length === 0) {
    return ok(
      [
        `Starting odds (one stable per row, no cards): ${races} races, seed ${seed}`,
        table(
          [
            ['odds', 'win', 'top 3', 'mean rank'],
            ...stats.map((s) => [s.odds, pct(s.win), pct(s.top3), fixed(s.meanRank)]),
          ],
          [false, true, true, true],
        ),
      ].join('\n'),
    );
  }
  const lines = [
    `Starting odds (${COLORS.join(', ')} on 1:2 … 1:7) with Horse cards, no Action cards: ${races} races, seed ${seed}`,
    table(
      [
        ['odds', 'horse', 'card', 'race odds', 'win', 'top 3', 'mean rank'],
        ...stats.map((s) => [
          s.odds,
          s.horse,
          s.card === null ? '' : String(s.card),
          s.raceOdds,
          pct(s.win),
          pct(s.top3),
          fixed(s.meanRank),
        ]),
      ],
      [false, false, true, false, true, true, true],
    ),
  ];
  return ok(lines.join('\n'));
}
