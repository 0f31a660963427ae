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

  it('never lays the note over the figures and the button the player must see, when no side has room', () => {
    // A dialog too wide for the note beside it, its figures in the top left and Continue at the bottom:
    // every corner hides as much of the dialog, and the first one would hide the figures.
    const dialog = { left: 100, top: 30, width: 1080, height: 660 };
    const figures = { left: 110, top: 40, width: 300, height: 250 };
    const cont = { left: 580, top: 640, width: 120, height: 32 };
    const note = { width: 232, height: 300 };
    const over = (at: { left: number; top: number }, k: typeof dialog) =>
      at.left < k.left + k.width &&
      k.left < at.left + note.width &&
      at.top < k.top + k.height &&
      k.top < at.top + note.height;
    expect(over(placeCard(dialog, note, screen), figures)).toBe(true);
    const at = placeCard(dialog, note, screen, [figures, cont]);
    expect(over(at, figures)).toBe(false);
    expect(over(at, cont)).toBe(false);
    expect(at.left).toBeGreaterThanOrEqual(8);
    expect(at.top + note.height).toBeLessThanOrEqual(712);
  });
});
