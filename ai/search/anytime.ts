import type { PlayerView } from '../../src-shared/index';
import { sampleTable, type BeliefOptions } from '../sampling/determinize';
import type { Det } from '../simulation/outcomes';

/**
 * The searches are anytime (docs/performance.md "Bot decision time"): they work one unit at a time (one candidate on
 * one determinization), check the clock before each, and answer from the determinizations every
 * candidate has completed, compared on common random numbers. Without a deadline nothing stops
 * them: they do all their work, counted in samples and races, so a decision replays.
 */

/** Stops the work early: a wall-clock deadline and a cancel flag. */
export interface Clock {
  deadline: number;
  signal?: { aborted: boolean };
  /** The time, in the deadline's units: Date.now unless a test counts the checks. */
  now?: () => number;
}

/** No deadline and no cancel: every unit of work is done. */
export const NO_DEADLINE: Clock = { deadline: Number.POSITIVE_INFINITY };

/**
 * Races per candidate of the first determinization when a search had no time for a whole one: a
 * rough answer, but one over every candidate, at a small fixed cost past the deadline.
 */
export const SCOUT_RACES = 25;

/** Whether the time is up: the cancel flag is set or the deadline has passed. */
export function timeUp(clock: Clock): boolean {
  if (clock.signal?.aborted) return true;
  return clock.deadline !== Number.POSITIVE_INFINITY && (clock.now ?? Date.now)() > clock.deadline;
}

/**
 * Runs `unit(d, i)` for determinizations d = 0, 1, … and candidates i < n, the clock checked before
 * each, and `complete(d)` once every candidate has done d. Returns how many determinizations every
 * candidate completed: `dets` unless the time ran out.
 */
export function overDets(
  clock: Clock,
  dets: number,
  n: number,
  unit: (d: number, i: number) => void,
  complete?: (d: number) => void,
): number {
  for (let d = 0; d < dets; d++) {
    for (let i = 0; i < n; i++) {
      if (timeUp(clock)) return d;
      unit(d, i);
    }
    complete?.(d);
  }
  return dets;
}

/**
 * A search's answer within the clock: `search(dets, races, clock)` over as many determinizations
 * as there is time for (undefined if none was completed); failing that, over the first
 * determinization's first SCOUT_RACES races, whatever the clock says.
 */
export function anytime<T>(
  clock: Clock,
  work: { dets: number; races: number },
  search: (dets: number, races: number, clock: Clock) => T | undefined,
): T {
  const full = search(work.dets, work.races, clock);
  if (full !== undefined) return full;
  const scout = search(1, Math.min(SCOUT_RACES, work.races), NO_DEADLINE);
  if (scout === undefined) throw new Error('anytime: a search without a deadline completed nothing');
  return scout;
}

function seedWords(random: () => number): number[] {
  return [0, 1, 2, 3].map(() => Math.floor(random() * 4294967296) | 0);
}

/**
 * Determinizations (a table of the hidden cards and its races' seed), sampled on first use and in
 * order: the random draws are those of sampling them one after the other, however many are used.
 */
export class DetSampler {
  private readonly dets: Det[] = [];

  constructor(
    private readonly view: PlayerView,
    private readonly belief: BeliefOptions,
    private readonly random: () => number,
  ) {}

  get(d: number): Det {
    while (this.dets.length <= d)
      this.dets.push({ table: sampleTable(this.view, this.random, this.belief), words: seedWords(this.random) });
    return this.dets[d];
  }
}
