import { assistantCard, type AssistantPower } from '../cards/assistant-cards';
import { cardKind } from '../cards/card-kind';
import { horseCard } from '../cards/horse-cards';
import { stablePrice } from '../core/players';
import { deckSize, type Deck } from '../cards/decks';
import type { DeckName, GameState, LoanKind, OwnedItem, PlayerState } from '../core/types';

/** What a player's Board Game cards are worth and do. */

export const CARD_PRICE = 400;
/** What passing in the Purchase phase gives (docs/rules.md §7). */
export const PASS_BONUS = 400;
export const LOAN_CARDS = 6;
/** Each loan: what it gives, what it costs to repay, and the Assistant whose card says a lower repayment. */
export const LOANS: Record<LoanKind, { amount: number; repay: number; assistant: AssistantPower }> = {
  bank: { amount: 2000, repay: 2500, assistant: 'bankDiscount' },
  mob: { amount: 4000, repay: 5000, assistant: 'mobDiscount' },
};

/** A player's public Assistant cards and loans, as the game state and every player view hold them. */
export type Holdings = Pick<PlayerState, 'assistants' | 'dormant' | 'loans'>;

/** The Assistant with this power the player holds and may use (a swapped-in copy is dormant), if any. */
function activeAssistant(p: Omit<Holdings, 'loans'>, power: AssistantPower): number | undefined {
  return p.assistants.find((c) => assistantCard(c).power === power && !p.dormant.includes(c));
}

/** The money printed on the player's usable Assistant with this power, or null when they have none. */
export function assistantAmount(p: Omit<Holdings, 'loans'>, power: AssistantPower): number | null {
  const card = activeAssistant(p, power);
  return card === undefined ? null : assistantCard(card).amount;
}

/** What passing gives this player: 400, or Didier Addition's 800 (docs/rules.md §7). */
export function passBonus(p: Omit<Holdings, 'loans'>): number {
  return assistantAmount(p, 'passBonus') ?? PASS_BONUS;
}

export function deckFor(s: GameState, name: DeckName): Deck {
  return name === 'goal' ? s.goalDeck : name === 'assistant' ? s.assistantDeck : s.horseDeck;
}

export function deckNameOf(card: number): DeckName {
  const kind = cardKind(card);
  if (kind === 'action') throw new Error(`Action card ${card} is not a Goal, Assistant or Horse card`);
  return kind;
}

export function cardsOfKind(p: PlayerState, kind: DeckName): number[] {
  return kind === 'goal' ? p.goals : kind === 'assistant' ? p.assistants : p.horseCards;
}

export function owns(p: PlayerState, item: OwnedItem): boolean {
  return item.kind === 'stable' ? p.stables.includes(item.horse) : cardsOfKind(p, item.kind).includes(item.card);
}

/** Base value of a card: 400 for Goal/Assistant/Horse, a stable's current price (docs/rules.md §7). */
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

/** Total to repay at the end of the game, with the Aronne / Michele discounts (docs/rules.md §7, §9). */
export function loanDebt(p: Holdings): number {
  return loanRepayments(p).reduce((sum, l) => sum + l.repay, 0);
}

/** Each loan the player holds and what repaying it costs: 2,500 / 5,000, less with Aronne or Michele (docs/rules.md §7). */
export function loanRepayments(p: Holdings): { kind: LoanKind; repay: number }[] {
  return p.loans.map((kind) => ({ kind, repay: assistantAmount(p, LOANS[kind].assistant) ?? LOANS[kind].repay }));
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
  const kind = cardKind(card);
  return kind === 'assistant' ? assistantCard(card).power === 'swap' : kind === 'horse' && horseCard(card).swap;
}

export function deckHasCards(s: GameState, name: DeckName): boolean {
  return deckSize(deckFor(s, name)) > 0;
}
