import { describe, expect, it } from 'vitest';
import { crossEntropyMaximise, type CemOptions } from './cross-entropy';

/** A smooth objective with its maximum (0) at TARGET, inside the bounds. */
const TARGET = [0.7, -1.2, 3];
const bowl = (xs: number[][]): number[] => xs.map((x) => -x.reduce((s, v, d) => s + (v - TARGET[d]) ** 2, 0));

const OPTIONS: CemOptions = {
  lower: [-5, -5, -5],
  upper: [5, 5, 5],
  start: [0, 0, 0],
  iterations: 30,
  population: 30,
  seed: 'bowl',
};

describe('cross-entropy method', () => {
  it('finds the known maximum of a synthetic objective', () => {
    const r = crossEntropyMaximise(bowl, OPTIONS);
    r.mean.forEach((m, d) => expect(m).toBeCloseTo(TARGET[d], 1));
    expect(r.best.score).toBeGreaterThan(-0.01);
    // The best is a candidate that was scored, with that score.
    const it = r.history[r.best.iteration];
    expect(it.scores[it.candidates.indexOf(r.best.vector)]).toBe(r.best.score);
  });

  it('keeps fixed dimensions at their start and samples inside the bounds', () => {
    const r = crossEntropyMaximise(bowl, { ...OPTIONS, start: [0, 0, 1], fixed: [false, false, true], iterations: 5 });
    for (const it of r.history)
      for (const c of it.candidates) {
        expect(c[2]).toBe(1);
        for (const x of c) expect(Math.abs(x)).toBeLessThanOrEqual(5);
      }
  });

  it('scores each population in one batch: a caller can give every candidate the same random numbers', () => {
    const seen: number[] = [];
    crossEntropyMaximise(
      (xs, iteration) => {
        seen.push(iteration);
        return bowl(xs);
      },
      { ...OPTIONS, iterations: 3 },
    );
    expect(seen).toEqual([0, 1, 2]);
  });

  it('is a pure function of its seed', () => {
    const a = crossEntropyMaximise(bowl, { ...OPTIONS, iterations: 4 });
    expect(crossEntropyMaximise(bowl, { ...OPTIONS, iterations: 4 })).toEqual(a);
    expect(crossEntropyMaximise(bowl, { ...OPTIONS, iterations: 4, seed: 'other' }).mean).not.toEqual(a.mean);
  });
});
