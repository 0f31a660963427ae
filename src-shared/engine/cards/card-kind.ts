import { ACTION_CARDS } from './action-cards';
import { ASSISTANT_CARDS } from './assistant-cards';
import { GOAL_CARD_NUMBERS } from './goal-cards';
import { HORSE_CARDS } from './horse-cards';

/** The deck a numbered card belongs to. */
export type CardKind = 'action' | 'assistant' | 'horse' | 'goal';

const KINDS = new Map<number, CardKind>([
  ...ACTION_CARDS.map((c) => [c.no, 'action'] as const),
  ...ASSISTANT_CARDS.map((c) => [c.no, 'assistant'] as const),
  ...HORSE_CARDS.map((c) => [c.no, 'horse'] as const),
  ...GOAL_CARD_NUMBERS.map((no) => [no, 'goal'] as const),
]);

/** Which deck card `no` is from, read from the card tables (so no number range is written twice). */
export function cardKind(no: number): CardKind {
  const kind = KINDS.get(no);
  if (!kind) throw new Error(`unknown card ${no}`);
  return kind;
}
