import { ACTION_CARDS, actionCard } from '../../../src-shared/engine/cards/action-cards';
import { ASSISTANT_CARDS } from '../../../src-shared/engine/cards/assistant-cards';
import { cardKind } from '../../../src-shared/engine/cards/card-kind';
import { CHARACTERS, character } from '../../../src-shared/engine/cards/characters';
import type { CardEffect, RaceSymbol } from '../../../src-shared/engine/cards/effects';
import { GOAL_CARD_NUMBERS } from '../../../src-shared/engine/cards/goal-cards';
import { HORSE_CARDS, horseCard } from '../../../src-shared/engine/cards/horse-cards';
import { MOVEMENT_CARD_NUMBERS } from '../../../src-shared/engine/cards/movement';
import { COLORS, type Color, type LoanKind } from '../../../src-shared/index';

/** Every deck of the game, each with its own back. */
export const DECKS = ['action', 'assistant', 'horse', 'goal', 'character', 'stable', 'loan', 'movement'] as const;
export type Deck = (typeof DECKS)[number];

/**
 * A card of any deck. Numbered cards (Action 1–22, Assistant 23–35, Horse 36–45, Goal 46–59) may be
 * given as their bare number, as the engine stores them.
 */
export type CardRef =
  | number
  | { deck: 'character'; id: string }
  | { deck: 'stable'; color: Color }
  | { deck: 'loan'; loan: LoanKind }
  | { deck: 'movement'; no: number };

/** The frame a face is printed in: Action cards by colour, the other decks by deck or stable colour. */
export type Frame = 'green' | 'red' | 'grey' | Exclude<Deck, 'action'>;

/** What the face shows that does not need a translation (texts are looked up by card-texts.ts). */
export interface FaceData {
  deck: Deck;
  /** Unique across decks: DOM keys and test ids. */
  key: string;
  /** Printed number; Character, Stable Owner and Loan cards have none. */
  no: number | null;
  frame: Frame;
  letter: string | null;
  symbol: RaceSymbol | null;
  starred: boolean;
  color: Color | null;
  /** The effect's figure as printed beside the symbol ("=4", "+1", "▲2", "+400"), read from the card data. */
  figure: string | null;
}

export function deckOfNumber(no: number): Deck {
  return cardKind(no);
}

export function deckOf(card: CardRef): Deck {
  return typeof card === 'number' ? deckOfNumber(card) : card.deck;
}

const plain = (deck: Deck, key: string, no: number | null, frame: Frame = deck as Frame): FaceData => ({
  deck,
  key,
  no,
  frame,
  letter: null,
  symbol: null,
  starred: false,
  color: null,
  figure: null,
});

const signed = (v: number): string => (v >= 0 ? `+${v}` : `−${-v}`);

/** The printed figure of one effect; effects the symbol alone says (no sprint, stop, discard) have none. */
function effectFigure(e: CardEffect): string | null {
  switch (e.kind) {
    case 'startSet':
    case 'sprintSet':
    case 'lastSet':
    case 'firstSet':
      return `=${e.value}`;
    case 'startAdd':
    case 'sprintAdd':
    case 'finishAdd':
    case 'bettorMoney':
    case 'ownerMoney':
    case 'vp':
      return signed(e.value);
    case 'photo':
      return e.value > 0 ? '+' : '−';
    case 'odds':
      // rows < 0 moves the stable up the blackboard, towards 1:2.
      return `${e.rows < 0 ? '▲' : '▼'}${Math.abs(e.rows)}`;
    default:
      return null;
  }
}

export function effectsFigure(effects: readonly CardEffect[]): string | null {
  const parts = effects.map(effectFigure).filter((f): f is string => f !== null);
  return parts.length ? parts.join(' ') : null;
}

export function faceData(card: CardRef): FaceData {
  if (typeof card === 'number') {
    const deck = deckOfNumber(card);
    if (deck === 'action') {
      const c = actionCard(card);
      return {
        ...plain(deck, `c${card}`, card, c.colour),
        letter: c.letter,
        symbol: c.symbol,
        starred: c.starred,
        figure: effectsFigure(c.effects),
      };
    }
    if (deck === 'horse') {
      const c = horseCard(card);
      return { ...plain(deck, `c${card}`, card), symbol: c.symbol, figure: effectsFigure(c.effects) };
    }
    return plain(deck, `c${card}`, card);
  }
  switch (card.deck) {
    case 'character': {
      const c = character(card.id);
      return { ...plain('character', `ch-${c.id}`, null), starred: c.starred };
    }
    case 'stable':
      return { ...plain('stable', `st-${card.color}`, null), color: card.color };
    case 'loan':
      return plain('loan', `loan-${card.loan}`, null);
    case 'movement':
      if (!MOVEMENT_CARD_NUMBERS.includes(card.no)) throw new Error(`unknown movement card ${card.no}`);
      return plain('movement', `mv${card.no}`, card.no);
  }
}

/** Every card of the game, deck by deck, as the card library lists them. */
export function allCards(): { deck: Deck; cards: CardRef[] }[] {
  return [
    { deck: 'action', cards: ACTION_CARDS.map((c) => c.no) },
    { deck: 'assistant', cards: ASSISTANT_CARDS.map((c) => c.no) },
    { deck: 'horse', cards: HORSE_CARDS.map((c) => c.no) },
    { deck: 'goal', cards: [...GOAL_CARD_NUMBERS] },
    { deck: 'character', cards: CHARACTERS.map((c) => ({ deck: 'character', id: c.id })) },
    { deck: 'stable', cards: COLORS.map((color) => ({ deck: 'stable', color })) },
    { deck: 'loan', cards: (['bank', 'mob'] as const).map((loan) => ({ deck: 'loan', loan })) },
    { deck: 'movement', cards: MOVEMENT_CARD_NUMBERS.map((no) => ({ deck: 'movement', no })) },
  ];
}
