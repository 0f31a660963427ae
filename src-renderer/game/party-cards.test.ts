import { describe, expect, it } from 'vitest';
import {
  applyActionInPlace,
  COLORS,
  MOVEMENT_CARDS,
  newGame,
  runChance,
  sampleChance,
  type Color,
} from '../../src-shared/index';
import { dealtByLane } from './party-cards';

describe('dealtByLane (docs/rules.md §11: each card gives its six values to the lanes in a random order)', () => {
  it('shows the value the card gave each lane, the one the engine moved it by', () => {
    const order: Color[] = ['white', 'black', 'yellow', 'blue', 'red', 'green'];
    const values = MOVEMENT_CARDS[4]!;
    const byLane = dealtByLane({ card: 5, order });
    expect(byLane[COLORS.indexOf('white')]).toBe(values[0]);
    expect(byLane[COLORS.indexOf('green')]).toBe(values[5]);
    expect(dealtByLane(undefined)).toEqual(COLORS.map(() => null));
  });

  it('matches the squares the engine moved each horse on the first card of a race', () => {
    const s = newGame({ mode: 'party', players: ['A', 'B'], seed: 7 });
    runChance(s);
    while (s.phase === 'betting') {
      const seat = s.queue[0]!;
      expect(applyActionInPlace(s, { type: 'bet', seat, horse: 'red', kind: 'show', stake: 100 })).toBeNull();
      if (s.phase === 'betting' && s.queue[0] === seat)
        expect(applyActionInPlace(s, { type: 'bet', seat, horse: 'red', kind: 'win', stake: 100 })).toBeNull();
    }
    expect(s.phase).toBe('race');
    expect(applyActionInPlace(s, sampleChance(s))).toBeNull();
    // From square 0, one card moves each horse by exactly what it dealt that lane.
    expect(s.track!.positions).toEqual(dealtByLane(s.track!.turned[0]));
  });
});
