import { betReturn, type PartyView } from '../../../src-shared/engine/party/index';
import { colorIndex, HORSE_COUNT, type Bet } from '../../../src-shared/index';

/**
 * What a Party race means for the bets: the winner and who else is on places 2–3. Every horse has
 * the same chance and a bot bookmaker orders ties at random (docs/rules.md §11), so the ranking is a
 * uniformly random order and these 60 outcomes (6 winners × 10 pairs) are equally likely.
 * Each is given as a ranking whose places 4–6 stand for any order of the rest.
 */
export const RACE_OUTCOMES: readonly (readonly number[])[] = (() => {
  const out: number[][] = [];
  for (let w = 0; w < HORSE_COUNT; w++) {
    const rest = Array.from({ length: HORSE_COUNT }, (_, h) => h).filter((h) => h !== w);
    for (let i = 0; i < rest.length; i++)
      for (let j = i + 1; j < rest.length; j++)
        out.push([w, rest[i], rest[j], ...rest.filter((h) => h !== rest[i] && h !== rest[j])]);
  }
  return out;
})();

/** What the bank pays back on `bets` for a race that ended in `ranking`. */
export function returnsOf(bets: readonly Bet[], ranking: readonly number[]): number {
  return bets.reduce((sum, b) => sum + betReturn(b.kind, b.stake, ranking.indexOf(colorIndex(b.horse))), 0);
}

/** Each seat's money before this race's bets: the fair way to compare players mid-betting. */
export function standing(view: PartyView): number[] {
  return view.moneyBefore.map((m, seat) => (view.phase === 'betting' ? m : view.players[seat].money));
}

/** Seats still in the game other than `seat`. */
export function rivals(view: PartyView, seat: number): number[] {
  return view.players.map((_, j) => j).filter((j) => j !== seat && !view.players[j].out);
}
