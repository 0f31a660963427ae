import { HORSE_COUNT, oddsMultiplier } from '../../src-shared/engine/core/colors';
import { lineupByHorse, raceOdds } from '../../src-shared/engine/board/lineup';
import { betVp } from '../../src-shared/engine/race/payoffs';
import { resolveRaceCards } from '../../src-shared/engine/race/reveal';
import type { LinedUp, PlayedCard } from '../../src-shared/engine/core/types';
import { FastRace } from './fast-race';

/**
 * What a bot needs to know about a race, as expectations over its chance outcomes (movement cards
 * and sprint dice) and over the determinized face-down cards. Every payoff of docs/rules.md §6 is a sum
 * over horses of a function of that horse's place, so these per-horse figures price any bet exactly.
 */
export interface HorseStats {
  /** P(horse h finishes in place k): place[h * HORSE_COUNT + k]. */
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
    place: new Float64Array(HORSE_COUNT * HORSE_COUNT),
    winMult: new Float64Array(HORSE_COUNT),
    winVp: new Float64Array(HORSE_COUNT),
    showVp3: new Float64Array(HORSE_COUNT),
    showVp4: new Float64Array(HORSE_COUNT),
    bettorMoney: new Float64Array(HORSE_COUNT),
    weight: 0,
  };
}

const sim = new FastRace();
const counts = new Float64Array(HORSE_COUNT * HORSE_COUNT);

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
  const rc = resolveRaceCards(played, lineupByHorse(lineup));
  const rows = raceOdds(odds, lineup, rc);
  sim.seed(seedWords);
  sim.setup(rows, rc.mods);
  counts.fill(0);
  for (let i = 0; i < races; i++) {
    sim.run();
    const rk = sim.ranking;
    for (let k = 0; k < HORSE_COUNT; k++) counts[rk[k] * HORSE_COUNT + k]++;
  }
  const w = 1 / races;
  for (let h = 0; h < HORSE_COUNT; h++) {
    const p0 = counts[h * HORSE_COUNT] * w;
    const p3 = p0 + (counts[h * HORSE_COUNT + 1] + counts[h * HORSE_COUNT + 2]) * w;
    const p4 = p3 + counts[h * HORSE_COUNT + 3] * w;
    for (let k = 0; k < HORSE_COUNT; k++) stats.place[h * HORSE_COUNT + k] += counts[h * HORSE_COUNT + k] * w;
    addPayouts(stats, h, p0, p3, p4, rows[h], rc.vpBonus[h]);
    let money = 0;
    for (const m of rc.bettorMoney[h]) money += m;
    stats.bettorMoney[h] += money;
  }
  stats.weight++;
}

/**
 * Adds horse h's bet figures for a race on odds `row` with Boss bonus `vpBonus`, given its chances
 * of winning (`p0`) and of finishing in the first 3 and 4 places (docs/rules.md §6).
 */
export function addPayouts(
  stats: HorseStats,
  h: number,
  p0: number,
  p3: number,
  p4: number,
  row: number,
  vpBonus: number,
): void {
  stats.winMult[h] += p0 * oddsMultiplier(row);
  stats.winVp[h] += p0 * betVp('win', vpBonus);
  stats.showVp3[h] += p3 * betVp('show', vpBonus);
  stats.showVp4[h] += p4 * betVp('show', vpBonus);
}

/** Adds the sums of `from` (not yet averaged) to those of `into`: as if its samples had been folded into `into`. */
export function mergeStats(into: HorseStats, from: HorseStats): void {
  const pairs = [
    [into.place, from.place],
    [into.winMult, from.winMult],
    [into.winVp, from.winVp],
    [into.showVp3, from.showVp3],
    [into.showVp4, from.showVp4],
    [into.bettorMoney, from.bettorMoney],
  ];
  for (const [a, b] of pairs) for (let i = 0; i < a.length; i++) a[i] += b[i];
  into.weight += from.weight;
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
