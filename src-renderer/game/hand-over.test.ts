import { describe, expect, it } from 'vitest';
import { SPECTATOR } from '../../src-shared/index';
import { screenFor } from './hand-over';

describe('who sees the screen (docs/rules.md §10, pass-and-play)', () => {
  it('one human: always their own view, never a hand-over', () => {
    expect(screenFor([1], 1, null)).toEqual({ viewer: 1, handOver: null });
    expect(screenFor([1], 0, null)).toEqual({ viewer: 1, handOver: null });
    expect(screenFor([1], null, null)).toEqual({ viewer: 1, handOver: null });
  });

  it('several humans: a human’s turn waits at the hand-over until that human confirms', () => {
    expect(screenFor([0, 2], 2, null)).toEqual({ viewer: SPECTATOR, handOver: 2 });
    expect(screenFor([0, 2], 2, 0)).toEqual({ viewer: SPECTATOR, handOver: 2 });
    expect(screenFor([0, 2], 2, 2)).toEqual({ viewer: 2, handOver: null });
  });

  it('several humans: bots, chance, the race and the end show the public view', () => {
    expect(screenFor([0, 2], 1, 0)).toEqual({ viewer: SPECTATOR, handOver: null });
    expect(screenFor([0, 2], null, 2)).toEqual({ viewer: SPECTATOR, handOver: null });
  });
});
