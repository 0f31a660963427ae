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
 * Races per candidate in the first determinization's rough answer, made first by a search with a
 * deadline (anytime below): one over every candidate, at a small fixed cost.
 */
export const SCOUT_RACES = 25;

/** Whether a deadline or a cancel flag can stop the work: if not, all of it is done. */
function canStop(clock: Clock): boolean {
  return clock.deadline !== Number.POSITIVE_INFINITY || clock.signal !== undefined;
}

/** The first `share` of the time left, for a first stage of the work (the rest is the next stage's). */
export function partOf(clock: Clock, share: number): Clock {
  if (clock.deadline === Number.POSITIVE_INFINITY) return clock;
  const now = (clock.now ?? Date.now)();
  return { ...clock, deadline: now + Math.max(0, clock.deadline - now) * share };
}

/**
 * Runs `unit(d, i)` for determinizations d = 0, 1, … and candidates i < n, and `complete(d)` once
 * every candidate has done d. Before each unit the clock is checked: the work stops once the
 * deadline has passed, or would pass during a unit as long as the mean unit so far (so a slow
 * machine stops as near its deadline as a fast one). Returns how many determinizations every
 * candidate completed: `dets` unless the time ran out.
 */
export function overDets(
  clock: Clock,
  dets: number,
  n: number,
  unit: (d: number, i: number) => void,
  complete?: (d: number) => void,
): number {
  const timed = clock.deadline !== Number.POSITIVE_INFINITY;
  const now = clock.now ?? Date.now;
  let start = 0,
    units = 0;
  for (let d = 0; d < dets; d++) {
    for (let i = 0; i < n; i++) {
      if (clock.signal?.aborted) return d;
      if (timed) {
        const t = now();
        if (units === 0) start = t;
        else if (t + (t - start) / units > clock.deadline) return d;
        if (t > clock.deadline) return d;
      }
      unit(d, i);
      units++;
    }
    complete?.(d);
  }
  return dets;
}

/**
 * A search's answer within the clock: `search(dets, races, clock)` over as many determinizations
 * as there is time for (undefined if none was completed). A clock that can stop it is first given
 * a rough answer over every candidate, from the first determinization's first SCOUT_RACES races,
 * whatever the time: the answer when there was no time for a whole determinization.
 */
export function anytime<T>(
  clock: Clock,
  work: { dets: number; races: number },
  search: (dets: number, races: number, clock: Clock) => T | undefined,
): T {
  const scout = canStop(clock) ? search(1, Math.min(SCOUT_RACES, work.races), NO_DEADLINE) : undefined;
  const full = search(work.dets, work.races, clock) ?? scout;
  if (full === undefined) throw new Error('anytime: a search without a deadline completed nothing');
  return full;
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
