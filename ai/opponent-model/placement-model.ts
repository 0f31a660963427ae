import { colorIndex, oddsMultiplier, HORSE_COUNT } from '../../src-shared/engine/core/colors';
import type { PlayerView } from '../../src-shared/index';

/**
 * Where a player puts an Action card, as a choice among the six horses (a conditional logit): each
 * card number has weights on a few features of each horse, as the player saw it when playing. A
 * face-down card on a horse is then read by Bayes: cards whose weights make that horse a likely
 * choice are likelier to be the one lying there. Measured on searching bots, the features that
 * matter are the player's stake in the horse against the others' (harmful cards go where rivals
 * have bet) and the horse's odds (helpful cards go on favourites).
 */

/** Per horse: relative interest, relative interest × favour, favour, cards already on it, player backs it, others' interest. */
export const PLACEMENT_FEATURES = 6;

/** Per Action card number, the weight of each feature (undefined: never measured; that card is drawn at random). */
export type PlacementModel = readonly (readonly number[] | undefined)[];

/** How much a bet or stable ties a player to a horse, in rough VP: a Win bet pays 3 VP, a Show bet 1 but more often. */
const WIN_INTEREST = 3;
const SHOW_INTEREST = 1.5;
const STABLE_INTEREST = 0.5;

/**
 * The features of each horse for `seat` playing a card, from what the table showed then: the
 * first bets (every card is played before the second bets) and the first `playedBefore` face-down
 * cards. Returns 6 × PLACEMENT_FEATURES numbers, horse by horse.
 */
export function placementFeatures(view: PlayerView, seat: number, playedBefore: number): Float64Array {
  const n = view.players.length;
  const interest = new Float64Array(n * HORSE_COUNT);
  // First bets only: they were on the table when the cards were laid; second bets come after the last card.
  for (const b of view.bets.slice(0, view.firstBetCount))
    interest[b.seat * HORSE_COUNT + colorIndex(b.horse)] += b.kind === 'win' ? WIN_INTEREST : SHOW_INTEREST;
  view.players.forEach((p, s) => {
    for (const c of p.stables) interest[s * HORSE_COUNT + colorIndex(c)] += STABLE_INTEREST;
  });
  const onHorse = new Float64Array(HORSE_COUNT);
  for (let i = 0; i < playedBefore; i++) onHorse[colorIndex(view.played[i].horse)]++;
  const others = Math.max(1, view.players.filter((p, s) => s !== seat && !p.forfeited).length);
  const f = new Float64Array(HORSE_COUNT * PLACEMENT_FEATURES);
  for (let h = 0; h < HORSE_COUNT; h++) {
    let rest = 0;
    view.players.forEach((p, s) => {
      if (s !== seat && !p.forfeited) rest += interest[s * HORSE_COUNT + h];
    });
    rest /= others;
    const mine = interest[seat * HORSE_COUNT + h];
    const rel = mine - rest;
    // Favour: 2 / (payout): 1 for the 1:2 favourite, falling with longer odds.
    const favour = 2 / oddsMultiplier(view.odds[h]);
    f.set([rel, rel * favour, favour, onHorse[h], mine > 0 ? 1 : 0, rest], h * PLACEMENT_FEATURES);
  }
  return f;
}

/** Per horse, the chance that a player with these features puts a card with weights `w` there. */
export function horseChances(features: Float64Array, w: readonly number[]): Float64Array {
  const z = new Float64Array(HORSE_COUNT);
  let top = -Infinity;
  for (let h = 0; h < HORSE_COUNT; h++) {
    let s = 0;
    for (let k = 0; k < PLACEMENT_FEATURES; k++) s += w[k] * features[h * PLACEMENT_FEATURES + k];
    z[h] = s;
    if (s > top) top = s;
  }
  let total = 0;
  for (let h = 0; h < HORSE_COUNT; h++) total += z[h] = Math.exp(z[h] - top);
  for (let h = 0; h < HORSE_COUNT; h++) z[h] /= total;
  return z;
}
