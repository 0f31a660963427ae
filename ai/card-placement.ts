import type { Placement } from './determinize';

/**
 * How searching bots place Action cards in the Family Game, as measured: per card number, how often
 * its player put it on a horse they had bet on or owned (`backed`) or on another (`other`). Counted
 * over 150 Family Games of four normal bots (`npm run hf -- placement --bot normal --games 150
 * --seed pl1` reproduces them). Placement says little: a bot whose rivals back the same horse gains
 * nothing by helping it, so even green cards mostly go elsewhere, and the default reading by a
 * card's lean alone (3 : 1) makes far too much of where a card lies.
 */
const BACKED = [0, 83, 84, 84, 97, 103, 95, 125, 66, 58, 60, 49, 72, 59, 69, 80, 139, 0, 0, 112, 64, 0, 0];
const OTHER = [0, 184, 144, 176, 179, 170, 179, 149, 221, 200, 192, 198, 200, 219, 193, 206, 125, 0, 0, 157, 209, 0, 0];

/** Per card number, the chance (Laplace-smoothed) that it lies on a horse its player backs; undefined where never seen. */
export const FAMILY_PLACEMENT: Placement = BACKED.map((b, i) =>
  b + OTHER[i] > 0 ? (b + 1) / (b + OTHER[i] + 2) : undefined);
