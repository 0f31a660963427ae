import { bid, validateBid } from './auction';
import { err, type EngineError } from './errors';
import { lineUp, validateLineup } from './lineup';
import {
  buyActions,
  buyCard,
  buyStable,
  keepCard,
  pass,
  purchaseOf,
  takeLoan,
  validateBuyActions,
  validateBuyCard,
  validateBuyStable,
  validateKeep,
  validateLoan,
} from './purchase';
import {
  answerOffer,
  clearanceSale,
  makeOffer,
  swapCards,
  validateAnswer,
  validateClearance,
  validateOffer,
  validateSwap,
} from './trade';
import type { GameState, PlayerAction } from './types';

/** The Board Game's decisions: who answers now, which action types fit, their checks and effects. */

/** The seat to act in a Board Game phase, and the action types it may send. */
export function boardTurn(s: GameState): { seat: number; types: PlayerAction['type'][] } {
  if (s.phase === 'purchase') {
    const pur = purchaseOf(s);
    if (pur.swap) return { seat: pur.swap.seat, types: ['swap'] };
    if (pur.offer) return { seat: pur.offer.seller, types: ['answer'] };
    if (pur.draw) return { seat: pur.draw.seat, types: ['keep'] };
    return {
      seat: s.queue[0],
      types: ['buyActions', 'buyCard', 'buyStable', 'pass', 'loan', 'offer', 'clearance'],
    };
  }
  if (s.phase === 'lineup') return { seat: s.queue[0], types: ['lineup'] };
  return { seat: s.queue[0], types: ['bid'] };
}

export function validateBoard(s: GameState, a: PlayerAction): EngineError | null {
  switch (a.type) {
    case 'buyActions':
      return validateBuyActions(s, a.seat);
    case 'buyCard':
      return validateBuyCard(s, a.seat, a.deck);
    case 'keep':
      return validateKeep(s, a.card);
    case 'swap':
      return validateSwap(s, a.target, a.card);
    case 'buyStable':
      return validateBuyStable(s, a.seat, a.horse);
    case 'pass':
      return null;
    case 'loan':
      return validateLoan(s, a.seat, a.kind);
    case 'offer':
      return validateOffer(s, a.seat, a.seller, a.item);
    case 'answer':
      return validateAnswer(s, a.accept, a.goal);
    case 'clearance':
      return validateClearance(s, a.seat, a.item);
    case 'lineup':
      return validateLineup(s, a.seat, a.placements);
    case 'bid':
      return validateBid(s, a.seat, a.accept);
    default:
      return err('WRONG_PHASE', `"${a.type}" is not a Board Game decision.`);
  }
}

export function applyBoard(s: GameState, a: PlayerAction): void {
  switch (a.type) {
    case 'buyActions':
      return buyActions(s, a.seat);
    case 'buyCard':
      return buyCard(s, a.seat, a.deck, a.shuffle);
    case 'keep':
      return keepCard(s, a.card);
    case 'swap':
      return swapCards(s, a.target, a.card);
    case 'buyStable':
      return buyStable(s, a.seat, a.horse);
    case 'pass':
      return pass(s, a.seat);
    case 'loan':
      return takeLoan(s, a.seat, a.kind);
    case 'offer':
      return makeOffer(s, a.seat, a.seller, a.item);
    case 'answer':
      return answerOffer(s, a.accept, a.goal);
    case 'clearance':
      return clearanceSale(s, a.seat, a.item);
    case 'lineup':
      return lineUp(s, a.seat, a.placements);
    case 'bid':
      return bid(s, a.seat, a.accept);
  }
}
