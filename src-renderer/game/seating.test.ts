import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src-shared/save-file';
import { seatingOf, seatsOf } from './seating';

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
});
