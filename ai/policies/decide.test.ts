import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playGame } from '../../src-shared/engine/core/play-game';
import { nextFloat, seedRng } from '../../src-shared/engine/core/rng';
import type { Mode, PlayerView } from '../../src-shared/index';
import { NO_DEADLINE, SCOUT_RACES, type Clock } from '../search/anytime';
import { FastRace } from '../simulation/fast-race';
import type { WorkCaps } from '../levels';
import { decideClassic } from './decide';

/**
 * The searching levels within a deadline (docs/performance.md "Bot decision time"), on a clock whose
 * time is the number of checks made so far, so these runs are the same on any machine: work is
 * counted in races simulated, never in milliseconds.
 */

let races = 0;
const run = FastRace.prototype.run;
beforeAll(() => {
  FastRace.prototype.run = function (this: FastRace): void {
    races++;
    run.call(this);
  };
});
afterAll(() => {
  FastRace.prototype.run = run;
});

/** A clock whose time is its count of checks; it records the races run between two checks, and after the deadline. */
class CountingClock implements Clock {
  private t = 0;
  private last = races;
  /** Races run between consecutive checks. */
  readonly gaps: number[] = [];
  /** The race count when a check first found the deadline past. */
  passedAt?: number;

  constructor(readonly deadline: number) {}

  now = (): number => {
    this.gaps.push(races - this.last);
    this.last = races;
    if (this.t > this.deadline && this.passedAt === undefined) this.passedAt = races;
    return this.t++;
  };
}

const LEVELS = ['hard', 'normal', 'hard', 'normal'] as const;

/** A whole game between hard and normal bots deciding on `clock()`'s clock; playGame throws on an illegal action. */
function game(mode: Mode, seed: string, caps: WorkCaps, clock: () => Clock, seen?: (view: PlayerView) => void): void {
  const rng = seedRng(seed);
  const random = (): number => nextFloat(rng);
  playGame(
    { mode, seed, players: LEVELS.map((l, i) => `${l}${i}`) },
    LEVELS.map((level) => (view) => {
      seen?.(view);
      return decideClassic(view, level, caps, clock(), random);
    }),
  );
}

describe('decisions within a deadline', () => {
  it.each(['family', 'board'] as const)(
    'a %s game where each deadline has passed after the first unit of work: legal moves, at a small fixed cost past it',
    (mode) => {
      let decisions = 0,
        late = 0,
        clock: CountingClock | undefined;
      // Decisions follow one another (the engine's own races are not the bots'): a decision's work
      // past its deadline is counted when the next one starts.
      const close = (): void => {
        if (clock?.passedAt === undefined) return;
        decisions++;
        late = Math.max(late, races - clock.passedAt);
      };
      // Hard's 20 samples at a quarter of its races: a whole search (20 × 100 races per candidate) is
      // still far over the bound below, each unit past the deadline four times cheaper.
      game(mode, `late-${mode}`, { maxRaces: 100 }, () => {
        close();
        return (clock = new CountingClock(0));
      });
      close();
      expect(decisions).toBeGreaterThan(20);
      // At most a unit in progress and a later stage's rough first answer (SCOUT_RACES races per
      // candidate), not a whole search (hard: 20 × 400 races per candidate).
      expect(late).toBeLessThanOrEqual(40 * SCOUT_RACES);
    },
  );

  it.each(['family', 'board'] as const)(
    "in a %s game, at most one unit of work (one candidate on one determinization) between two checks of the clock, but for each search's rough first answer; a deadline never reached changes nothing",
    (mode) => {
      // A unit is one candidate's maxRaces races on one determinization: checks are counted per unit, so few races do.
      const caps = { maxSamples: 3, maxRaces: 12 };
      let widest = 0,
        checks = 0,
        wideGaps = 0;
      const views: PlayerView[] = [];
      game(
        mode,
        `gaps-${mode}`,
        caps,
        () => {
          const c = new CountingClock(Number.MAX_SAFE_INTEGER);
          const now = c.now;
          let wide = 0;
          c.now = (): number => {
            const t = now();
            const gap = c.gaps[c.gaps.length - 1];
            widest = Math.max(widest, gap);
            if (gap > caps.maxRaces) wideGaps = Math.max(wideGaps, ++wide);
            checks++;
            return t;
          };
          return c;
        },
        (view) => views.push(view),
      );
      // The rough first answers (SCOUT_RACES races per candidate: a Family hand's 36 layouts at most),
      // one per search and at most two searches a decision; every other gap is one unit at most.
      expect(widest).toBeLessThanOrEqual(36 * SCOUT_RACES);
      expect(wideGaps).toBeLessThanOrEqual(2);
      expect(checks).toBeGreaterThan(500);
      // The same game without a deadline.
      const unbounded: PlayerView[] = [];
      game(
        mode,
        `gaps-${mode}`,
        caps,
        () => NO_DEADLINE,
        (view) => unbounded.push(view),
      );
      expect(unbounded).toEqual(views);
    },
  );
});
