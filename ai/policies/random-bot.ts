import { concreteAction, type PlayerAction, type PlayerView } from '../../src-shared/index';
import { oneOfferPerPhase } from './offer-limit';

/** Uniform over the legal moves, and uniform over a move's free parts: the baseline for every bot. */
export function randomAction(view: PlayerView, random: () => number): PlayerAction {
  const moves = oneOfferPerPhase(view).moves;
  if (moves.length === 0) throw new Error('randomAction: no legal move for this seat now');
  return concreteAction(moves[Math.floor(random() * moves.length)], random);
}
