import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src-shared/save/save-file';
import { seatBots, seatingOf, seatsOf } from './seating';

describe('seating', () => {
  it('converts the save file seats to the session seating and back', () => {
    const seats: Seat[] = [{ kind: 'bot', level: 'hard' }, { kind: 'human' }, { kind: 'bot', level: 'random' }];
    const seating = seatingOf(seats);
    expect(seating).toEqual({ bots: ['hard', null, 'random'] });
    expect(seatsOf(seating)).toEqual(seats);
  });

  it('keeps several human seats (pass-and-play)', () => {
    const seats: Seat[] = [{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'human' }];
    expect(seatsOf(seatingOf(seats))).toEqual(seats);
  });

  it('gives three bots of one level three different personalities, the same each time the game is loaded', () => {
    for (const seed of ['a', 'b', 'c', 7]) {
      const bots = seatBots(seed, { bots: ['normal', 'normal', null, 'normal'] });
      expect(bots[2]).toBeNull();
      const kinds = bots.flatMap((b) => (b ? [b.personality] : []));
      expect(new Set(kinds)).toEqual(new Set(['cautious', 'bold', 'tricky']));
      expect(seatBots(seed, { bots: ['normal', 'normal', null, 'normal'] })).toEqual(bots);
    }
    expect(seatBots('a', { bots: [null, 'random', 'easy'] }).slice(1)).toEqual([
      { level: 'random', personality: null },
      { level: 'easy', personality: null },
    ]);
  });
});
