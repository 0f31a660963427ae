import { ACTION_CARDS } from '../../src-shared/engine/cards/action-cards';
import { ASSISTANT_CARDS } from '../../src-shared/engine/cards/assistant-cards';
import { CHARACTERS } from '../../src-shared/engine/cards/characters';
import { GOAL_TEXT } from '../../src-shared/engine/cards/goal-cards';
import { HORSE_CARDS } from '../../src-shared/engine/cards/horse-cards';

/** English card texts come from the card data itself (src-shared/cards), so they cannot drift. */
export default {
  cardText: Object.fromEntries(
    [...ACTION_CARDS, ...ASSISTANT_CARDS, ...HORSE_CARDS].map((c) => [String(c.no), c.text]),
  ),
  goalText: { ...GOAL_TEXT } as Record<string, string>,
  characterText: Object.fromEntries(CHARACTERS.map((c) => [c.id, c.text])),
};
