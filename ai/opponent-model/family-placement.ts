import type { PlacementModel } from './placement-model';

/**
 * Where searching bots put each Action card in the Family Game, fitted over 600 Family Games of
 * four normal bots (`npm run hf -- placement --bot normal --games 600 --seed pl2` reproduces it):
 * per card number, the weights of the placement-model.ts features, in their order (relative
 * interest, relative interest × favour, favour, cards already there, backed, others' interest).
 * Harmful cards go where the rivals have more at stake than the player; helpful ones on favourites.
 */
export const FAMILY_PLACEMENT: PlacementModel = [
  undefined, // 0
  [1.324, -1.503, 8.324, 0.046, -0.879, -1.758], // 1
  [0.719, -0.805, 7.287, 0.345, -0.576, -1.515], // 2
  [1.608, -1.618, 6.774, 0.322, -0.959, -1.323], // 3
  [0.978, -1.049, 6.602, 0.24, -0.734, -1.322], // 4
  [1.657, -1.51, 3.841, 0.605, -1.074, -0.864], // 5
  [1.275, -1.243, 6.767, 0.375, -0.964, -1.382], // 6
  [2.391, -2.32, 6.278, 0.534, -0.757, -1.443], // 7
  [-2.831, 1.752, 2.17, -0.703, 0.564, 0.125], // 8
  [-1.228, 0.132, 0.057, -0.729, 0.272, 0.289], // 9
  [-2.495, 1.482, 0.518, -0.418, 0.39, 0.446], // 10
  [-1.591, 0.516, 0.266, -0.44, 0.288, 0.496], // 11
  [-1.153, 0.209, 1.395, -0.054, 0.239, 0.464], // 12
  [-1.095, -0.062, -0.067, -0.34, 0.133, 0.541], // 13
  [-1.789, 0.032, 2.367, -0.49, 0.694, 0.36], // 14
  [1.433, -1.355, 3.488, 0.263, -0.853, -0.943], // 15
  [2.165, -1.905, 4.755, 0.925, -0.801, -0.915], // 16
  undefined, // 17
  undefined, // 18
  [-0.897, -0.275, 3.179, -0.179, 0.679, 0.426], // 19
  [-0.966, 0.55, -2.188, 0.369, 0.204, 0.77], // 20
  undefined, // 21
  undefined, // 22
];
