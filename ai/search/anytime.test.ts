import { describe, expect, it } from 'vitest';
import { anytime, NO_DEADLINE, overDets, partOf, SCOUT_RACES, type Clock } from './anytime';

/** A clock whose time is the number of checks made so far: the same run whatever the machine's speed. */
function countingClock(deadline: number): Clock & { checks: () => number } {
  let t = 0;
  return { deadline, now: () => t++, checks: () => t };
}

describe('the anytime loop over determinizations', () => {
  it('without a deadline does every unit and never reads the time', () => {
    const clock = { ...NO_DEADLINE, now: (): number => expect.unreachable('the time was read') };
    const units: string[] = [];
    expect(overDets(clock, 3, 2, (d, i) => units.push(`${d}${i}`))).toBe(3);
    expect(units).toEqual(['00', '01', '10', '11', '20', '21']);
  });

  it('checks the time before each unit, stops a unit early when the mean unit would end past the deadline, and counts only the determinizations every candidate completed', () => {
    // One unit a check: at time 4 a unit (1 on average) would end at 5, past the deadline.
    const clock = countingClock(4);
    const units: string[] = [];
    const complete: number[] = [];
    const done = overDets(
      clock,
      10,
      2,
      (d, i) => units.push(`${d}${i}`),
      (d) => complete.push(d),
    );
    expect(done).toBe(2);
    expect(complete).toEqual([0, 1]);
    expect(units).toEqual(['00', '01', '10', '11']);
    expect(clock.checks()).toBe(5);
  });

  it('gives a first stage its share of the time left', () => {
    const clock = countingClock(100);
    expect(partOf(clock, 0.25).deadline).toBe(25);
    expect(partOf(NO_DEADLINE, 0.25)).toBe(NO_DEADLINE);
  });

  it('stops at the cancel flag', () => {
    const signal = { aborted: false };
    const units: number[] = [];
    const done = overDets({ ...NO_DEADLINE, signal }, 5, 1, (d) => {
      units.push(d);
      if (d === 1) signal.aborted = true;
    });
    expect(done).toBe(2);
    expect(units).toEqual([0, 1]);
  });

  it("with a deadline, first answers from the first determinization's first races, the answer when no whole one was completed", () => {
    const calls: string[] = [];
    const search = (dets: number, races: number, clock: Clock): string | undefined => {
      calls.push(`${dets}×${races}`);
      const done = overDets(clock, dets, 3, () => {});
      return done > 0 ? `${done}×${races}` : undefined;
    };
    expect(anytime(countingClock(-1), { dets: 20, races: 400 }, search)).toBe(`1×${SCOUT_RACES}`);
    expect(calls).toEqual([`1×${SCOUT_RACES}`, '20×400']);
    // One complete determinization is an answer; a level with fewer races than the scout keeps its own.
    expect(anytime(countingClock(3), { dets: 20, races: 400 }, search)).toBe('1×400');
    expect(anytime(countingClock(-1), { dets: 2, races: 10 }, search)).toBe('1×10');
    // Without a deadline, no rough answer: only the search itself.
    calls.length = 0;
    expect(anytime(NO_DEADLINE, { dets: 20, races: 400 }, search)).toBe('20×400');
    expect(calls).toEqual(['20×400']);
  });
});
