import { describe, expect, it } from 'vitest';
import { placeCard } from './coach-placement';

const screen = { width: 1280, height: 720 };
const card = { width: 336, height: 240 };

describe('placeCard', () => {
  it('centres the note when it points at nothing', () => {
    expect(placeCard(null, card, screen)).toEqual({ left: 472, top: 240 });
  });

  it('lays the note beside the element, on the side with the most room, on screen', () => {
    // The decision panel at the right edge: the note goes to its left, level with its top.
    expect(placeCard({ left: 930, top: 60, width: 340, height: 330 }, card, screen)).toEqual({ left: 580, top: 60 });
    // The blackboard at the lower left: to its right, pulled up so it stays on screen.
    expect(placeCard({ left: 8, top: 600, width: 480, height: 110 }, card, screen)).toEqual({ left: 502, top: 472 });
  });

  it('puts the note in the corner that hides least of a panel too big to go beside', () => {
    const payoff = { left: 230, top: 178, width: 825, height: 370 };
    const at = placeCard(payoff, card, screen);
    expect([8, 936]).toContain(at.left);
    expect(at.top).toBe(8);
  });
});
