import type { PlayerView } from '../../src-shared/index';
import type { PlayedCard } from '../../src-shared/engine/core/types';
import { sampleTable, type BeliefOptions } from '../sampling/determinize';
import { addRaces, emptyStats, finishStats, type HorseStats } from '../simulation/race-stats';
import { secondBetOption, type Staking } from '../evaluation/bet-value';
import { tableValue } from '../evaluation/utility';

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

/** Stops the work early: a wall-clock deadline and a cancel flag. */
export interface Clock {
  deadline: number;
  signal?: { aborted: boolean };
}

function outOfTime(clock: Clock, done: number): boolean {
  if (done === 0) return false;
  return clock.signal?.aborted === true || Date.now() > clock.deadline;
}

function seedWords(random: () => number): number[] {
  return [0, 1, 2, 3].map(() => Math.floor(random() * 4294967296) | 0);
}

/** Per-horse race figures, averaged over determinizations. */
export function raceStats(view: PlayerView, b: SearchBudget, random: () => number, clock: Clock): HorseStats {
  const stats = emptyStats();
  for (let d = 0; d < b.dets && !outOfTime(clock, d); d++) {
    addRaces(stats, view.odds, sampleTable(view, random, b), view.lineup, b.races, seedWords(random));
  }
  return finishStats(stats);
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
  const sums = candidates.map(() => 0);
  let d = 0;
  for (; d < b.dets && !outOfTime(clock, d); d++) {
    const table = sampleTable(view, random, b);
    const words = seedWords(random);
    candidates.forEach((c, i) => {
      const stats = emptyStats();
      addRaces(stats, c.odds ?? view.odds, c.extra ? [...table, c.extra] : table, view.lineup, b.races, words);
      const done = finishStats(stats);
      sums[i] += tableValue(view, done, vpv, b.rivalry) + (secondBet ? secondBetOption(view, done, vpv, secondBet) : 0);
    });
  }
  return sums.map((s) => s / d);
}
