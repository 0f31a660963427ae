import { plainCopy, type GameState } from '../../src-shared/index';
import { seedRng } from '../../src-shared/engine/core/rng';

/**
 * A copy of `s` changed only in what `seat` cannot see (docs/rules.md §10): other hands, others'
 * face-down cards, the deck and the generator. No-peeking tests check that a decision or a
 * forecast made from the seat's view is the same on both.
 */
export function perturbHidden(s: GameState, seat: number, random: () => number): GameState {
  const t = plainCopy(s);
  t.rng = seedRng(`other-${random()}`);
  t.players.forEach((p, i) => {
    if (i === seat || p.hand.length === 0 || t.actionDeck.length === 0) return;
    const a = Math.floor(random() * p.hand.length),
      b = Math.floor(random() * t.actionDeck.length);
    [p.hand[a], t.actionDeck[b]] = [t.actionDeck[b], p.hand[a]];
  });
  for (const c of t.played) {
    if (c.seat === seat || t.actionDeck.length === 0) continue;
    const b = Math.floor(random() * t.actionDeck.length);
    [c.card, t.actionDeck[b]] = [t.actionDeck[b], c.card];
  }
  return t;
}
