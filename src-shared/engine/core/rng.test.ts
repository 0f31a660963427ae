import { describe, expect, it } from 'vitest';
import { nextFloat, nextUint, seedRng, shuffled, shuffledBy } from './rng';

// Saved games replay with this generator (docs/architecture.md): its output is pinned word for word.
describe('rng', () => {
  it('draws the same words from a seed, in a tuple or in a typed array', () => {
    const tuple = seedRng('horse-fever');
    const typed = new Int32Array(seedRng('horse-fever'));
    const words = [1798739617, 3162657243, 3571799083, 3219614950];
    expect(words.map(() => nextUint(tuple))).toEqual(words);
    expect(words.map(() => nextUint(typed))).toEqual(words);
  });

  it('shuffles a seeded copy as before, and as shuffledBy over the same draws', () => {
    const items = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(shuffled(seedRng(42), items)).toEqual([7, 1, 3, 8, 6, 4, 5, 2, 0, 9]);
    const s = seedRng(42);
    expect(shuffledBy(items, () => nextFloat(s))).toEqual([7, 1, 3, 8, 6, 4, 5, 2, 0, 9]);
    expect(items).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
