import { clampRow, colorIndex } from '../src-shared/colors';
import { horseCard } from '../src-shared/cards/horse-cards';
import { resolveRaceCards, type LinedUpHorse, type RaceCards } from '../src-shared/reveal';
import type { LinedUp, PlayedCard } from '../src-shared/types';
import { FastRace } from './fast-race';

/**
 * What a bot needs to know about a race, as expectations over its chance outcomes (movement cards
 * and sprint dice) and over the determinized face-down cards. Every payoff of RULES.md §6 is a sum
 * over horses of a function of that horse's place, so these per-horse figures price any bet exactly.
 */
export interface HorseStats {
  /** P(horse h finishes in place k): place[h * 6 + k]. */
  place: Float64Array;
  /** E[1{won} × Win multiplier N] (the row can move with ODDS cards). */
  winMult: Float64Array;
  /** E[VP of a Win bet] and of a Show bet (top 3 / top 4 for Miss Paris), with Boss cards. */
  winVp: Float64Array;
  showVp3: Float64Array;
  showVp4: Float64Array;
  /** E[money to each bettor] from Pecunia / Armand. */
  bettorMoney: Float64Array;
  /** Samples folded in so far. */
  weight: number;
}

export function emptyStats(): HorseStats {
  return {
    place: new Float64Array(36),
    winMult: new Float64Array(6),
    winVp: new Float64Array(6),
    showVp3: new Float64Array(6),
    showVp4: new Float64Array(6),
    bettorMoney: new Float64Array(6),
    weight: 0,
  };
}

export function lineupHorses(lineup: readonly LinedUp[]): (LinedUpHorse | null)[] {
  const out: (LinedUpHorse | null)[] = [null, null, null, null, null, null];
  for (const l of lineup) out[colorIndex(l.horse)] = horseCard(l.card);
  return out;
}

const sim = new FastRace();
const counts = new Float64Array(36);

/**
 * Folds `races` simulated races of one complete table (all face-down cards known, as sampled) into
 * `stats`. `odds` are the rows before the reveal; the generator is seeded from `seedWords`.
 */
export function addRaces(
  stats: HorseStats,
  odds: readonly number[],
  played: readonly PlayedCard[],
  lineup: readonly LinedUp[],
  races: number,
  seedWords: readonly number[],
): void {
  const rc = resolveRaceCards(played, lineupHorses(lineup));
  const rows = raceRows(odds, rc, lineup);
  sim.seed(seedWords);
  sim.setup(rows, rc.mods);
  counts.fill(0);
  for (let i = 0; i < races; i++) {
    sim.run();
    const rk = sim.ranking;
    for (let k = 0; k < 6; k++) counts[rk[k] * 6 + k]++;
  }
  const w = 1 / races;
  for (let h = 0; h < 6; h++) {
    const bonus = rc.vpBonus[h];
    const p0 = counts[h * 6] * w;
    const p3 = p0 + (counts[h * 6 + 1] + counts[h * 6 + 2]) * w;
    const p4 = p3 + counts[h * 6 + 3] * w;
    for (let k = 0; k < 6; k++) stats.place[h * 6 + k] += counts[h * 6 + k] * w;
    stats.winMult[h] += p0 * (rows[h] + 2);
    stats.winVp[h] += p0 * Math.max(0, 3 + bonus);
    stats.showVp3[h] += p3 * Math.max(0, 1 + bonus);
    stats.showVp4[h] += p4 * Math.max(0, 1 + bonus);
    let money = 0;
    for (const m of rc.bettorMoney[h]) money += m;
    stats.bettorMoney[h] += money;
  }
  stats.weight++;
}

/** The odds rows the race runs on, after the revealed cards' ODDS effects (RULES.md §5.4). */
export function raceRows(odds: readonly number[], rc: RaceCards, lineup: readonly LinedUp[]): number[] {
  const rows = [0, 0, 0, 0, 0, 0];
  for (let h = 0; h < 6; h++) {
    let r = odds[h];
    // An overruled ODDS Horse card's lineup change is undone first.
    if (rc.oddsOverruled[h]) for (const l of lineup) if (colorIndex(l.horse) === h) r = clampRow(r - l.oddsShift);
    rows[h] = clampRow(r + rc.oddsShift[h]);
  }
  return rows;
}

/** Turns the sums into averages over the samples folded in. */
export function finishStats(stats: HorseStats): HorseStats {
  const w = stats.weight > 0 ? 1 / stats.weight : 0;
  for (const a of [stats.place, stats.winMult, stats.winVp, stats.showVp3, stats.showVp4, stats.bettorMoney]) {
    for (let i = 0; i < a.length; i++) a[i] *= w;
  }
  stats.weight = 1;
  return stats;
}
