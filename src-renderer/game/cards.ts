import { actionCard } from '../../src-shared/engine/cards/action-cards';
import { assistantCard } from '../../src-shared/engine/cards/assistant-cards';
import { cardKind, type CardKind } from '../../src-shared/engine/cards/card-kind';
import { character } from '../../src-shared/engine/cards/characters';
import { GOAL_TEXT, goalKind } from '../../src-shared/engine/cards/goal-cards';
import { horseCard } from '../../src-shared/engine/cards/horse-cards';

/** What a card shows: its printed name and a symbol or kind (rules texts are messages: card-text.ts). */
export interface CardInfo {
  no: number;
  kind: CardKind;
  name: string;
  /** Action: green/red/grey; others: the card kind. */
  tint: string;
  symbol: string;
  letter: string | null;
}

export function cardInfo(no: number): CardInfo {
  switch (cardKind(no)) {
    case 'action': {
      const c = actionCard(no);
      return { no, kind: 'action', name: c.name, tint: c.colour, symbol: c.symbol, letter: c.letter };
    }
    case 'assistant': {
      const c = assistantCard(no);
      return { no, kind: 'assistant', name: c.name, tint: 'assistant', symbol: c.title, letter: null };
    }
    case 'horse': {
      const c = horseCard(no);
      return { no, kind: 'horse', name: c.name, tint: 'horse', symbol: c.symbol, letter: null };
    }
    case 'goal': {
      const k = goalKind(no);
      return {
        no,
        kind: 'goal',
        name: `Goal: ${GOAL_TEXT[k].replace(/\.$/, '')}`,
        tint: 'goal',
        symbol: k,
        letter: null,
      };
    }
  }
}

export function characterInfo(id: string): { name: string } {
  return { name: character(id).name };
}
