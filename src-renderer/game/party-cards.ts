import { COLORS, MOVEMENT_CARDS, type TurnedCard } from '../../src-shared/index';

/**
 * What a turned Movement card gave each lane: in the Party Game the card's k-th value goes to
 * horse order[k] (docs/rules.md §11), so the printed column is shown lane by lane as dealt.
 */
export function dealtByLane(turned: TurnedCard | undefined): (number | null)[] {
  if (!turned) return COLORS.map(() => null);
  const values = MOVEMENT_CARDS[turned.card - 1] ?? [];
  return COLORS.map((c) => {
    const k = turned.order.indexOf(c);
    return k === -1 ? null : (values[k] ?? null);
  });
}
