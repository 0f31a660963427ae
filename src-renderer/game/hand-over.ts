import { SPECTATOR } from '../../src-shared/index';

/**
 * Whose view the table renders, and whom it waits for.
 * `viewer`: the seat whose view is shown, or SPECTATOR for the public view.
 * `handOver`: the human seat the screen must be passed to (it confirms before its secrets show).
 */
export interface Screen {
  viewer: number;
  handOver: number | null;
}

/**
 * Who sees the screen now (docs/rules.md §10). One human: always that seat. Several humans
 * (pass-and-play): a seat's secrets show only while it is that seat's turn and that seat has
 * confirmed it holds the screen (`confirmed`); anything else (bots, chance, the race, the
 * payoffs, the end) shows the public view, and another human's turn shows the hand-over first.
 * `actor` is the seat to decide now, null when no player is (chance, game over).
 */
export function screenFor(humans: readonly number[], actor: number | null, confirmed: number | null): Screen {
  if (humans.length <= 1) return { viewer: humans[0] ?? SPECTATOR, handOver: null };
  if (actor === null || !humans.includes(actor)) return { viewer: SPECTATOR, handOver: null };
  if (actor === confirmed) return { viewer: actor, handOver: null };
  return { viewer: SPECTATOR, handOver: actor };
}
