import type { Move, PlayerAction, PlayerView } from '../src-shared/index';

/** Uniform over the legal moves, and uniform over a bet's stakes: the baseline for every bot. */
export function randomAction(view: PlayerView, random: () => number): PlayerAction {
  const moves = view.moves;
  if (moves.length === 0) throw new Error('randomAction: no legal move for this seat now');
  return concreteAction(moves[Math.floor(random() * moves.length)], random);
}

/** Turns a legal move into an action, choosing the open parts (stake, order) at random. */
export function concreteAction(m: Move, random: () => number): PlayerAction {
  switch (m.type) {
    case 'bet': {
      const steps = (m.maxStake - m.minStake) / 100;
      const stake = m.minStake + 100 * Math.floor(random() * (steps + 1));
      return { type: 'bet', seat: m.seat, horse: m.horse, kind: m.kind, stake };
    }
    case 'photoOrder': {
      const order = m.tied.slice();
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j], order[i]];
      }
      return { type: 'photoOrder', seat: m.seat, order };
    }
    default:
      return m;
  }
}
