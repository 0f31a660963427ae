import { COLORS, type Color } from '../core/colors';
import { drawable, deckSize, putUnder, removeFromDeck, shuffleDeck } from '../cards/decks';
import { err, type EngineError } from '../core/errors';
import {
  CARD_PRICE,
  LOANS,
  LOAN_CARDS,
  assistantAmount,
  cardsOfKind,
  deckFor,
  deckHasCards,
  isSwapCard,
  loansOut,
  passBonus,
} from './holdings';
import { assistantCard } from '../cards/assistant-cards';
import { powerAmount } from '../cards/characters';
import { stablePrice } from '../core/players';
import { finishStep, limitProblem, purchaseOf, takeOption } from './purchase-step';
import { startSwap } from '../family/swap';
import type { DeckName, GameState, InPhase, LoanKind } from '../core/types';

/**
 * The Purchase phase of the Board Game (docs/rules.md §7): two steps, clockwise from the first
 * player, one option each. This module holds the bank purchases; trade.ts holds the others.
 */

/** Two Action cards cost 400; Otto Von Alt's card says what they cost him. */
export function actionPrice(s: GameState, seat: number): number {
  return powerAmount(s.players[seat].character, 'freeActions') ?? CARD_PRICE;
}

export function cardPrice(s: GameState, seat: number, deck: DeckName): number {
  const p = s.players[seat];
  const free = deck === 'goal' ? 'freeGoals' : deck === 'assistant' ? 'freeAssistants' : 'freeHorses';
  return assistantAmount(p, free) ?? CARD_PRICE;
}

export function stableBuyPrice(s: GameState, seat: number, horse: Color): number {
  return Math.max(0, stablePrice(s, horse) - (assistantAmount(s.players[seat], 'stableDiscount') ?? 0));
}

export function isOwned(s: GameState, horse: Color): boolean {
  return s.players.some((p) => p.stables.includes(horse));
}

function money(s: GameState, seat: number, price: number): EngineError | null {
  const have = s.players[seat].money;
  return have >= price ? null : err('NOT_ENOUGH_MONEY', { price, money: have });
}

export function validateBuyActions(s: GameState, seat: number): EngineError | null {
  if (s.actionDeck.length === 0) return err('DECK_EMPTY', { deck: 'action' });
  return money(s, seat, actionPrice(s, seat));
}

export function validateBuyCard(s: GameState, seat: number, deck: DeckName): EngineError | null {
  if (!deckHasCards(s, deck)) return err('DECK_EMPTY', { deck });
  return limitProblem(s, seat, deck) ?? money(s, seat, cardPrice(s, seat, deck));
}

export function validateBuyStable(s: GameState, seat: number, horse: Color): EngineError | null {
  if (isOwned(s, horse)) return err('STABLE_OWNED', { horse });
  return limitProblem(s, seat, 'stable') ?? money(s, seat, stableBuyPrice(s, seat, horse));
}

export function validateLoan(s: GameState, seat: number, kind: LoanKind): EngineError | null {
  if (s.players[seat].loans.includes(kind)) return err('LOAN_TAKEN', { loan: kind });
  if (loansOut(s) >= LOAN_CARDS) return err('NO_LOAN_CARDS', {});
  return null;
}

export function buyActions(s: InPhase<'purchase'>, seat: number): void {
  s.players[seat].money -= actionPrice(s, seat);
  takeOption(s, seat, 'actions');
  s.purchase.draw = { seat, deck: 'action', left: Math.min(2, s.actionDeck.length), drawn: [] };
}

export function buyCard(s: InPhase<'purchase'>, seat: number, deck: DeckName, shuffle: boolean): void {
  s.players[seat].money -= cardPrice(s, seat, deck);
  takeOption(s, seat, deck);
  if (shuffle) shuffleDeck(deckFor(s, deck));
  s.purchase.draw = { seat, deck, left: Math.min(4, deckSize(deckFor(s, deck))), drawn: [] };
}

/** The cards the next draw of the purchase in progress may give. */
export function drawableNow(s: GameState): number[] {
  const d = purchaseOf(s).draw!;
  return d.deck === 'action' ? s.actionDeck : drawable(deckFor(s, d.deck));
}

export function drawCard(s: GameState, card: number): void {
  const pur = purchaseOf(s);
  const d = pur.draw!;
  if (d.deck === 'action') {
    s.actionDeck.splice(s.actionDeck.indexOf(card), 1);
    s.players[d.seat].hand.push(card);
  } else {
    removeFromDeck(deckFor(s, d.deck), card);
    d.drawn.push(card);
  }
  d.left--;
  if (d.left === 0 && d.deck === 'action') {
    pur.draw = null;
    finishStep(s);
  }
}

export function validateKeep(s: InPhase<'purchase'>, card: number): EngineError | null {
  const d = s.purchase.draw!;
  return d.drawn.includes(card) ? null : err('NOT_DRAWN', { card });
}

/** Keeps one drawn card; the rest go under the deck in random order (docs/rules.md §7). */
export function keepCard(s: InPhase<'purchase'>, card: number): void {
  const pur = s.purchase;
  const d = pur.draw!;
  const deck = d.deck as DeckName;
  const p = s.players[d.seat];
  cardsOfKind(p, deck).push(card);
  putUnder(
    deckFor(s, deck),
    d.drawn.filter((c) => c !== card),
  );
  pur.draw = null;
  // François Riche pays only when kept from the Assistant deck (docs/rules.md §7, override).
  const kept = deck === 'assistant' ? assistantCard(card) : null;
  if (kept?.power === 'windfall') p.money += kept.amount ?? 0;
  if (isSwapCard(card) && startSwap(s, d.seat, card)) return;
  finishStep(s);
}

export function buyStable(s: InPhase<'purchase'>, seat: number, horse: Color): void {
  s.players[seat].money -= stableBuyPrice(s, seat, horse);
  s.players[seat].stables.push(horse);
  takeOption(s, seat, 'stable');
  finishStep(s);
}

export function pass(s: InPhase<'purchase'>, seat: number): void {
  s.players[seat].money += passBonus(s.players[seat]);
  takeOption(s, seat, 'pass');
  finishStep(s);
}

export function takeLoan(s: InPhase<'purchase'>, seat: number, kind: LoanKind): void {
  s.players[seat].money += LOANS[kind].amount;
  s.players[seat].loans.push(kind);
  takeOption(s, seat, 'loan');
  finishStep(s);
}

export function unownedStables(s: GameState): Color[] {
  return COLORS.filter((c) => !isOwned(s, c));
}
