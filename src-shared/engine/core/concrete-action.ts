import type { Move } from './legal-actions';
import { shuffledBy } from './rng';
import type { PlayerAction } from './types';

/**
 * Turns a legal move into an action, choosing its open parts (stake, order, lineup, shuffle)
 * uniformly at random: what random bots, fuzz tests and sample games play.
 */
export function concreteAction(m: Move, random: () => number): PlayerAction {
  const seat = m.seat;
  switch (m.type) {
    case 'bet': {
      const steps = (m.maxStake - m.minStake) / 100;
      const stake = m.minStake + 100 * Math.floor(random() * (steps + 1));
      return { type: 'bet', seat, horse: m.horse, kind: m.kind, stake };
    }
    case 'photoOrder':
      return { type: 'photoOrder', seat, order: shuffledBy(m.tied, random) };
    case 'lineup': {
      const stables = shuffledBy(m.stables, random);
      const cards = shuffledBy(m.cards, random).slice(
        0,
        Math.floor(random() * (Math.min(stables.length, m.cards.length) + 1)),
      );
      return { type: 'lineup', seat, placements: cards.map((card, i) => ({ card, horse: stables[i] })) };
    }
    case 'buyActions':
      return { type: 'buyActions', seat };
    case 'buyCard':
      return { type: 'buyCard', seat, deck: m.deck, shuffle: random() < 0.5 };
    case 'buyStable':
      return { type: 'buyStable', seat, horse: m.horse };
    case 'offer':
      return { type: 'offer', seat, seller: m.seller, item: m.item };
    case 'clearance':
      return { type: 'clearance', seat, item: m.item };
    case 'bid':
      return { type: 'bid', seat, accept: m.accept };
    default:
      return m;
  }
}
