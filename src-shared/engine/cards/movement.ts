/** The 23 Movement cards (docs/rules.md §1): squares moved by each odds row 1:2 … 1:7. Card n is index n − 1. */
export const MOVEMENT_CARDS: readonly (readonly number[])[] = [
  [3, 3, 2, 2, 2, 2],
  [3, 2, 3, 2, 2, 2],
  [3, 2, 2, 3, 2, 2],
  [3, 2, 2, 2, 3, 2],
  [2, 2, 2, 2, 3, 3],
  [2, 2, 2, 3, 2, 3],
  [2, 2, 3, 2, 2, 3],
  [2, 3, 2, 2, 2, 3],
  [2, 3, 2, 2, 3, 2],
  [2, 3, 2, 2, 3, 2],
  [2, 3, 3, 2, 2, 2],
  [3, 2, 2, 2, 2, 3],
  [2, 2, 3, 3, 2, 2],
  [2, 2, 3, 2, 3, 2],
  [2, 2, 2, 3, 3, 2],
  [3, 3, 2, 2, 2, 2],
  [4, 3, 2, 2, 2, 2],
  [4, 2, 2, 2, 2, 0],
  [2, 2, 2, 2, 1, 0],
  [2, 2, 2, 2, 1, 1],
  [3, 2, 2, 2, 2, 1],
  [2, 2, 3, 1, 2, 2],
  [2, 4, 2, 2, 0, 2],
];

export const MOVEMENT_CARD_NUMBERS: readonly number[] = MOVEMENT_CARDS.map((_, i) => i + 1);

export function movementValue(card: number, row: number): number {
  return MOVEMENT_CARDS[card - 1][row];
}
