import { putUnder } from '../cards/decks';
import { err, type EngineError } from '../core/errors';
import { baseValue, clearanceValue, deckFor, giveItem, isSwapCard, owns, takeItem } from './holdings';
import { finishStep, limitProblem, purchaseOf, takeOption } from './purchase-step';
import { startSwap } from '../family/swap';
import type { GameState, InPhase, OwnedItem, WantedItem } from '../core/types';

/**
 * Purchases that move cards between players or back to the bank (docs/rules.md §7): buying from
 * another player with the seller's consent and the clearance sale (the Cédric / Troy swap: swap.ts).
 */

/** Twice the base value, paid to the seller. */
export function offerPrice(s: GameState, item: WantedItem): number {
  return 2 * baseValue(s, item);
}

export function validateOffer(s: GameState, buyer: number, seller: number, item: WantedItem): EngineError | null {
  const pur = purchaseOf(s);
  if (seller === buyer || !s.players[seller] || s.players[seller].forfeited) {
    return err('NO_SUCH_SELLER', { seller });
  }
  if (pur.refused.includes(buyer)) return err('OFFER_REFUSED', {});
  const sp = s.players[seller];
  const has = item.kind === 'goal' ? sp.goals.length > 0 : owns(sp, item);
  if (!has) return err('NOT_OWNED', { seat: seller, item });
  const price = offerPrice(s, item);
  if (s.players[buyer].money < price) return err('NOT_ENOUGH_MONEY', { price, money: s.players[buyer].money });
  return limitProblem(s, buyer, 'fromPlayer');
}

export function makeOffer(s: InPhase<'purchase'>, buyer: number, seller: number, item: WantedItem): void {
  const pur = s.purchase;
  pur.offer = { buyer, seller, item, price: offerPrice(s, item), value: baseValue(s, item) };
  pur.offered.push(buyer);
}

export function validateAnswer(s: InPhase<'purchase'>, accept: boolean, goal: number | undefined): EngineError | null {
  const offer = s.purchase.offer!;
  if (!accept || offer.item.kind !== 'goal') {
    return goal === undefined ? null : err('GOAL_UNASKED', {});
  }
  return goal !== undefined && s.players[offer.seller].goals.includes(goal) ? null : err('GOAL_NEEDED', {});
}

/** The seller's answer; a refusal gives the buyer the step back to choose another option. */
export function answerOffer(s: InPhase<'purchase'>, accept: boolean, goal: number | undefined): void {
  const pur = s.purchase;
  const { buyer, seller, item, price } = pur.offer!;
  pur.offer = null;
  if (!accept) {
    pur.refused.push(buyer);
    return;
  }
  const owned: OwnedItem = item.kind === 'goal' ? { kind: 'goal', card: goal! } : item;
  takeItem(s.players[seller], owned);
  giveItem(s.players[buyer], owned);
  s.players[buyer].money -= price;
  s.players[seller].money += price;
  takeOption(s, buyer, 'fromPlayer');
  // A Cédric / Troy sold to a player has its power again: the buyer swaps it at once.
  if (owned.kind !== 'stable' && isSwapCard(owned.card) && startSwap(s, buyer, owned.card)) return;
  finishStep(s);
}

export function validateClearance(s: GameState, seat: number, item: OwnedItem): EngineError | null {
  if (!owns(s.players[seat], item)) return err('NOT_OWNED', { seat, item });
  return limitProblem(s, seat, 'clearance');
}

/** Sells to the bank for half the base value; the card goes under its deck (docs/rules.md §7). */
export function clearanceSale(s: InPhase<'purchase'>, seat: number, item: OwnedItem): void {
  const p = s.players[seat];
  p.money += clearanceValue(s, item);
  takeItem(p, item);
  if (item.kind !== 'stable') putUnder(deckFor(s, item.kind), [item.card]);
  takeOption(s, seat, 'clearance');
  finishStep(s);
}
