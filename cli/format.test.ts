import { describe, expect, it } from 'vitest';
import { oddsLine, pct, table, wilson } from './format';

describe('format', () => {
  it('pads table columns', () => {
    expect(
      table(
        [
          ['a', 'bb'],
          ['ccc', 'd'],
        ],
        [false, true],
      ),
    ).toBe('a    bb\nccc   d');
  });

  it('gives the 95% Wilson interval', () => {
    const [lo, hi] = wilson(25, 100);
    expect(lo).toBeCloseTo(0.1754, 3);
    expect(hi).toBeCloseTo(0.343, 3);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(10, 10)[1]).toBeCloseTo(1, 12);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('writes odds and shares', () => {
    expect(oddsLine([0, 1, 2, 3, 4, 5])).toBe('black 1:2, blue 1:3, green 1:4, red 1:5, yellow 1:6, white 1:7');
    expect(pct(0.1234)).toBe('12.3%');
  });
});
