import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src-shared/save-file';
import { seatingOf, seatsOf } from './seating';

describe('seating', () => {
  it('converts the save file seats to the session seating and back', () => {
    const seats: Seat[] = [{ kind: 'bot', level: 'hard' }, { kind: 'human' }, { kind: 'bot', level: 'random' }];
    const seating = seatingOf(seats);
    expect(seating).toEqual({ humanSeat: 1, bots: ['hard', null, 'random'] });
    expect(seatsOf(seating)).toEqual(seats);
  });
});
