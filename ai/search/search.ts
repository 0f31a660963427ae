import type { PlayerView } from '../../src-shared/index';
import type { PlayedCard } from '../../src-shared/engine/core/types';
import type { BeliefOptions } from '../sampling/determinize';
import { addRaces, emptyStats, finishStats, type HorseStats } from '../simulation/race-stats';
import { secondBetOption, type Staking } from '../evaluation/bet-value';
import { tableValue } from '../evaluation/utility';
import { anytime, DetSampler, overDets, type Clock } from './anytime';

export type { Clock } from './anytime';

/**
 * Sampled expectimax over the race: each determinization fixes the hidden cards, then many races
 * average over the chance layers (movement cards and sprint dice). Candidates share determinizations
 * and race seeds (common random numbers), so their differences are not noise.
 */

export interface SearchBudget extends BeliefOptions {
  /** Determinizations of the hidden cards. */
  dets: number;
  /** Races per determinization and candidate. */
  races: number;
  /** Weight of the rivals' mean value against the bot's own (0 = selfish). */
  rivalry: number;
  /** Family Game, planned first bets: the others' hands played out by the placement model, given each bet. */
  foreseeBets?: boolean;
  /** Family Game, decisions by the chance of winning: the rest of the round weighed, the others' bets still to come forecast (evaluation/rival-bets.ts) and a first bet with the bot's own second. */
  restOfRound?: boolean;
}

/** Per-horse race figures, averaged over determinizations. */
export function raceStats(view: PlayerView, b: SearchBudget, random: () => number, clock: Clock): HorseStats {
  const dets = new DetSampler(view, b, random);
  return anytime(clock, b, (count, races, c) => {
    const stats = emptyStats();
    const done = overDets(c, count, 1, (d) => {
      const { table, words } = dets.get(d);
      addRaces(stats, view.odds, table, view.lineup, races, words);
    });
    return done > 0 ? finishStats(stats) : undefined;
  });
}

/** A change to the table the bot may make: odds rows (Eric Change) and/or one more card it plays. */
export interface Candidate {
  odds?: readonly number[];
  extra?: PlayedCard;
}

/**
 * Expected table value of each candidate; with `secondBet`, plus the best second bet the bot could
 * then place with that staking (what it can still do with that race).
 */
export function evaluateCandidates(
  view: PlayerView,
  candidates: readonly Candidate[],
  b: SearchBudget,
  vpv: number,
  random: () => number,
  clock: Clock,
  secondBet?: Staking,
): number[] {
  const dets = new DetSampler(view, b, random);
  return anytime(clock, b, (count, races, c) => {
    const sums = candidates.map(() => 0);
    // One determinization's values, added once every candidate has one.
    const values = candidates.map(() => 0);
    const done = overDets(
      c,
      count,
      candidates.length,
      (d, i) => {
        const { table, words } = dets.get(d);
        const cand = candidates[i];
        const stats = emptyStats();
        const played = cand.extra ? [...table, cand.extra] : table;
        addRaces(stats, cand.odds ?? view.odds, played, view.lineup, races, words);
        const st = finishStats(stats);
        values[i] = tableValue(view, st, vpv, b.rivalry) + (secondBet ? secondBetOption(view, st, vpv, secondBet) : 0);
      },
      () => values.forEach((v, i) => (sums[i] += v)),
    );
    return done > 0 ? sums.map((s) => s / done) : undefined;
  });
}
