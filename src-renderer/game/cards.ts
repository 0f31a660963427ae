import { actionCard } from '../../src-shared/cards/action-cards';
import { assistantCard } from '../../src-shared/cards/assistant-cards';
import { character } from '../../src-shared/cards/characters';
import { GOAL_TEXT, goalKind } from '../../src-shared/cards/goal-cards';
import { horseCard } from '../../src-shared/cards/horse-cards';

/** What a card shows: its printed name and a symbol or kind (rules texts are messages: card-text.ts). */
export interface CardInfo {
  no: number;
  kind: 'action' | 'assistant' | 'horse' | 'goal';
  name: string;
  /** Action: green/red/grey; others: the card kind. */
  tint: string;
  symbol: string;
  letter: string | null;
}

/** Card numbers: Action 1–22, Assistant 23–35, Horse 36–45, Goal 46–59. */
export function cardInfo(no: number): CardInfo {
  if (no <= 22) {
    const c = actionCard(no);
    return { no, kind: 'action', name: c.name, tint: c.colour, symbol: c.symbol, letter: c.letter };
  }
  if (no <= 35) {
    const c = assistantCard(no);
    return { no, kind: 'assistant', name: c.name, tint: 'assistant', symbol: c.title, letter: null };
  }
  if (no <= 45) {
    const c = horseCard(no);
    return { no, kind: 'horse', name: c.name, tint: 'horse', symbol: c.symbol, letter: null };
  }
  const k = goalKind(no);
  return { no, kind: 'goal', name: `Goal: ${GOAL_TEXT[k].replace(/\.$/, '')}`, tint: 'goal', symbol: k, letter: null };
}

export function characterInfo(id: string): { name: string } {
  return { name: character(id).name };
}
