import { bid, validateBid } from './auction';
import { err, type EngineError } from '../core/errors';
import { lineUp, validateLineup } from './lineup';
import {
  buyActions,
  buyCard,
  buyStable,
  keepCard,
  pass,
  takeLoan,
  validateBuyActions,
  validateBuyCard,
  validateBuyStable,
  validateKeep,
  validateLoan,
} from './purchase';
import { answerOffer, clearanceSale, makeOffer, validateAnswer, validateClearance, validateOffer } from './trade';
import { swapCards, validateSwap } from '../family/swap';
import type { GameState, InPhase, PlayerAction } from '../core/types';

/** The Board Game's decisions (purchase, lineup, auctions): who answers now, their checks and effects. */

const wrongPhase = (s: GameState, a: PlayerAction): EngineError =>
  err('WRONG_PHASE', { action: a.type, phase: s.phase, expected: [] });

/** Who answers in the purchase phase, and with what: a swap, an offer or a draw waits first. */
export function purchaseTurn(s: InPhase<'purchase'>): { seat: number; types: PlayerAction['type'][] } {
  const pur = s.purchase;
  if (pur.swap) return { seat: pur.swap.seat, types: ['swap'] };
  if (pur.offer) return { seat: pur.offer.seller, types: ['answer'] };
  if (pur.draw) return { seat: pur.draw.seat, types: ['keep'] };
  return {
    seat: s.queue[0],
    types: ['buyActions', 'buyCard', 'buyStable', 'pass', 'loan', 'offer', 'clearance'],
  };
}

export function validatePurchase(s: InPhase<'purchase'>, a: PlayerAction): EngineError | null {
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
    default:
      return wrongPhase(s, a);
  }
}

export function applyPurchase(s: InPhase<'purchase'>, a: PlayerAction): void {
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
    default:
      throw new Error(`unexpected ${a.type} in ${s.phase}`);
  }
}

/** The lineup's one decision: which Horse cards go on which owned stables (docs/rules.md §7). */
export function validateLineupAction(s: GameState, a: PlayerAction): EngineError | null {
  return a.type === 'lineup' ? validateLineup(s, a.seat, a.placements) : wrongPhase(s, a);
}

export function applyLineupAction(s: GameState, a: PlayerAction): void {
  if (a.type !== 'lineup') throw new Error(`unexpected ${a.type} in ${s.phase}`);
  lineUp(s, a.seat, a.placements);
}

/** The auctions' one decision: accept the price or drop out (docs/rules.md §8). */
export function validateAuction(s: InPhase<'auction'>, a: PlayerAction): EngineError | null {
  return a.type === 'bid' ? validateBid(s, a.seat, a.accept) : wrongPhase(s, a);
}

export function applyAuction(s: InPhase<'auction'>, a: PlayerAction): void {
  if (a.type !== 'bid') throw new Error(`unexpected ${a.type} in ${s.phase}`);
  bid(s, a.seat, a.accept);
}
