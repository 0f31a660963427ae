import type { PlayerView } from '../../src-shared/index';

/**
 * Bot manners, not a rule: a bot makes at most one offer to another player per purchase phase, so
 * a person is never asked again after saying no. The engine records the offers made
 * this phase (view.purchase.offered); once this bot is on it, its offer moves are dropped.
 */
export function oneOfferPerPhase(view: PlayerView): PlayerView {
  if (!view.purchase?.offered.includes(view.seat)) return view;
  return { ...view, moves: view.moves.filter((m) => m.type !== 'offer') };
}
