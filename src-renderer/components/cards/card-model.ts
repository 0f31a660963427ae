import { ACTION_CARDS, actionCard } from '../../../src-shared/cards/action-cards';
import { ASSISTANT_CARDS } from '../../../src-shared/cards/assistant-cards';
import { cardKind } from '../../../src-shared/cards/card-kind';
import { CHARACTERS, character } from '../../../src-shared/cards/characters';
import type { RaceSymbol } from '../../../src-shared/cards/effects';
import { GOAL_CARD_NUMBERS } from '../../../src-shared/cards/goal-cards';
import { HORSE_CARDS, horseCard } from '../../../src-shared/cards/horse-cards';
import { MOVEMENT_CARD_NUMBERS } from '../../../src-shared/cards/movement';
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
});

export function faceData(card: CardRef): FaceData {
  if (typeof card === 'number') {
    const deck = deckOfNumber(card);
    if (deck === 'action') {
      const c = actionCard(card);
      return { ...plain(deck, `c${card}`, card, c.colour), letter: c.letter, symbol: c.symbol, starred: c.starred };
    }
    if (deck === 'horse') return { ...plain(deck, `c${card}`, card), symbol: horseCard(card).symbol };
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
