import type { PlacementModel } from './placement-model';

/**
 * Where searching bots put each Action card in the Family Game, fitted over 600 Family Games of
 * four normal bots (`npm run hf -- placement --bot normal --games 600 --seed pl3` reproduces it):
 * per card number, the weights of the placement-model.ts features, in their order (relative
 * interest, relative interest × favour, favour, cards already there, backed, others' interest).
 * Harmful cards go where the rivals have more at stake than the player; helpful ones on favourites.
 * Refit it whenever normal's card play changes: hard foresees its rivals by it, and the fit made
 * before normal read cards by each player's record left hard at 28.4% of 500 Family Games against
 * three normal bots, under its 32% target (docs/bots.md, level table).
 */
export const FAMILY_PLACEMENT: PlacementModel = [
  undefined, // 0
  [1.181, -1.431, 9.084, 0.401, -0.782, -2.022], // 1
  [0.955, -1.018, 7.316, 0.649, -0.683, -1.623], // 2
  [1.229, -1.337, 7.589, 0.525, -0.642, -1.63], // 3
  [1.548, -1.626, 7.132, 0.522, -0.89, -1.475], // 4
  [1.517, -1.307, 3.967, 0.73, -0.618, -1.141], // 5
  [2.034, -2.182, 7.248, 0.687, -1.013, -1.563], // 6
  [2.593, -2.588, 6.564, 0.49, -0.847, -1.533], // 7
  [-2.66, 1.326, 2.359, -0.79, 0.762, 0.176], // 8
  [-1.401, 0.299, 0.507, -0.798, 0.475, 0.317], // 9
  [-1.83, 0.839, 1.062, -0.59, 0.05, 0.509], // 10
  [-2.036, 1.202, 0.317, -0.56, 0.074, 0.521], // 11
  [-0.999, 0.122, 1.007, -0.022, 0.227, 0.615], // 12
  [-0.41, -0.684, 0.041, -0.401, 0.024, 0.586], // 13
  [-2.422, 0.977, 1.967, -0.661, 0.628, 0.495], // 14
  [1.312, -1.252, 3.229, 0.389, -0.692, -1.086], // 15
  [1.959, -1.658, 5.027, 1.003, -0.778, -1.181], // 16
  undefined, // 17
  undefined, // 18
  [-0.652, -0.554, 3.233, -0.228, 0.574, 0.567], // 19
  [-1.1, 0.826, -2.381, 0.335, -0.034, 1.069], // 20
  undefined, // 21
  undefined, // 22
];
