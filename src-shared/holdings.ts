import { assistantCard, type AssistantPower } from './cards/assistant-cards';
import { horseCard } from './cards/horse-cards';
import { stablePrice } from './players';
import { deckSize, type Deck } from './decks';
import type { DeckName, GameState, LoanKind, OwnedItem, PlayerState } from './types';

/** What a player's Board Game cards are worth and do. */

export const CARD_PRICE = 400;
export const LOAN_CARDS = 6;
export const LOANS: Record<LoanKind, { amount: number; repay: number; discounted: number; assistant: AssistantPower }> =
  {
    bank: { amount: 2000, repay: 2500, discounted: 1500, assistant: 'bankDiscount' },
    mob: { amount: 4000, repay: 5000, discounted: 4000, assistant: 'mobDiscount' },
  };

export function hasAssistant(p: PlayerState, power: AssistantPower): boolean {
  return p.assistants.some((c) => assistantCard(c).power === power && !p.dormant.includes(c));
}

export function deckFor(s: GameState, name: DeckName): Deck {
  return name === 'goal' ? s.goalDeck : name === 'assistant' ? s.assistantDeck : s.horseDeck;
}

export function deckNameOf(card: number): DeckName {
  return card <= 35 ? 'assistant' : card <= 45 ? 'horse' : 'goal';
}

export function cardsOfKind(p: PlayerState, kind: DeckName): number[] {
  return kind === 'goal' ? p.goals : kind === 'assistant' ? p.assistants : p.horseCards;
}

export function owns(p: PlayerState, item: OwnedItem): boolean {
  return item.kind === 'stable' ? p.stables.includes(item.horse) : cardsOfKind(p, item.kind).includes(item.card);
}

/** Base value of a card: 400 for Goal/Assistant/Horse, a stable's current price (RULES.md §7). */
export function baseValue(s: GameState, item: OwnedItem | { kind: 'goal' }): number {
  return item.kind === 'stable' ? stablePrice(s, item.horse) : CARD_PRICE;
}

/** Clearance sale: half the base value, rounded down to a multiple of 100. */
export function clearanceValue(s: GameState, item: OwnedItem): number {
  return Math.floor(baseValue(s, item) / 200) * 100;
}

export function loansOut(s: GameState): number {
  return s.players.reduce((n, p) => n + p.loans.length, 0);
}

/** Total to repay at the end of the game, with the Aronne / Michele discounts (RULES.md §7). */
export function loanDebt(p: PlayerState): number {
  return p.loans.reduce(
    (sum, k) => sum + (hasAssistant(p, LOANS[k].assistant) ? LOANS[k].discounted : LOANS[k].repay),
    0,
  );
}

/** Removes an owned item from its owner (it must be there). */
export function takeItem(p: PlayerState, item: OwnedItem): void {
  if (item.kind === 'stable') {
    p.stables = p.stables.filter((c) => c !== item.horse);
    return;
  }
  const list = cardsOfKind(p, item.kind);
  list.splice(list.indexOf(item.card), 1);
  p.dormant = p.dormant.filter((c) => c !== item.card);
}

export function giveItem(p: PlayerState, item: OwnedItem): void {
  if (item.kind === 'stable') p.stables.push(item.horse);
  else cardsOfKind(p, item.kind).push(item.card);
}

/** Whether the card is Cédric Copieur or Troy, the cards that swap when acquired. */
export function isSwapCard(card: number): boolean {
  return card <= 35 ? assistantCard(card).power === 'swap' : card <= 45 ? horseCard(card).swap : false;
}

export function deckHasCards(s: GameState, name: DeckName): boolean {
  return deckSize(deckFor(s, name)) > 0;
}
