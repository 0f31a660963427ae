import { COLORS, colorIndex, HORSE_COUNT } from '../../src-shared/engine/core/colors';
import { actionDeck, isHelpful as helps } from '../../src-shared/engine/cards/action-cards';
import type { PlayerView } from '../../src-shared/index';
import type { PlayedCard } from '../../src-shared/engine/core/types';
import {
  USUAL_PLAY,
  cardPlace,
  cardReadings,
  helpfulChance,
  leanTilt,
  type CardReading,
} from '../opponent-model/opponent-model';
import { horseChances, placementFeatures, type PlacementModel } from '../opponent-model/placement-model';

/**
 * Determinization: what the bot cannot see, sampled consistently with its view. Every Action card
 * returns to the deck at the end of a round, so the unseen cards are the whole deck less the bot's
 * own hand and its own face-down cards; other hands and face-down cards are drawn from them.
 */

export function unseenActionCards(view: PlayerView): number[] {
  const seen = new Set<number>(view.hand);
  for (const p of view.played) if (p.card !== null) seen.add(p.card);
  return actionDeck(view.starred).filter((c) => !seen.has(c));
}

export interface BeliefOptions {
  /** Heuristic opponent model: a player's cards likely help the horses they bet on and harm the others. */
  model: boolean;
  /** Also deal the other players' remaining hands and play them out (fixing phase). */
  futurePlays: boolean;
  /**
   * Family Game: where players put each Action card, as measured in play (placement-model.ts);
   * face-down cards are read by it, tilted by their player's record. Without it, by that record alone.
   */
  familyModel?: PlacementModel;
}

/** Per horse, whether `seat` backs it: has bet on it this round or owns its stable. */
function backedHorses(view: PlayerView, seat: number): boolean[] {
  const on = [false, false, false, false, false, false];
  for (const b of view.bets) if (b.seat === seat) on[colorIndex(b.horse)] = true;
  for (const c of view.players[seat].stables) on[colorIndex(c)] = true;
  return on;
}

/** Draws one card from `pool` (removing it), each with chance proportional to `weight`. */
function drawFrom(pool: number[], random: () => number, weight: (card: number) => number): number {
  let total = 0;
  for (const c of pool) total += weight(c);
  let x = random() * total;
  let at = pool.length - 1;
  for (let i = 0; i < pool.length; i++) {
    x -= weight(pool[i]);
    if (x < 0) {
      at = i;
      break;
    }
  }
  const card = pool[at];
  pool[at] = pool[pool.length - 1];
  pool.pop();
  return card;
}

const uniform = (): number => 1;

/**
 * The weight of each card for a face-down card `seat` laid on `h`: how likely that card would have
 * gone there. Normal reads the card's lean from its player's posterior (`reading`, the player's
 * record so far), and hard tilts its placement model (made for the usual player) by it.
 */
function readCard(
  view: PlayerView,
  opts: BeliefOptions,
  model: PlacementModel | undefined,
  seat: number,
  h: number,
  playedBefore: number,
  reading: CardReading,
): (card: number) => number {
  if (!opts.model) return uniform;
  if (!model) {
    const p = helpfulChance(reading, cardPlace(view, seat, h));
    return (card) => (helps(card) ? p : 1 - p);
  }
  const f = placementFeatures(view, seat, playedBefore);
  const usual = (card: number): number => {
    const w = model[card];
    return w ? horseChances(f, w)[h] : 1 / HORSE_COUNT;
  };
  const place = cardPlace(view, seat, h);
  const tilt = [leanTilt(reading, USUAL_PLAY, place, false), leanTilt(reading, USUAL_PLAY, place, true)];
  return (card) => usual(card) * tilt[helps(card) ? 1 : 0];
}

/** Where `seat` will put `card` still in hand: by the model, or by lean on the horses it backs. */
function placeCard(
  view: PlayerView,
  opts: BeliefOptions,
  model: PlacementModel | undefined,
  seat: number,
  card: number,
  random: () => number,
): number {
  const w = model?.[card];
  if (w) {
    const p = horseChances(placementFeatures(view, seat, view.played.length), w);
    let x = random();
    for (let h = 0; h < 5; h++) if ((x -= p[h]) < 0) return h;
    return 5;
  }
  const on = backedHorses(view, seat);
  const want = opts.model ? helps(card) : random() < 0.5;
  const fits = COLORS.map((_, h) => h).filter((h) => on[h] === want);
  const choices = fits.length > 0 ? fits : [0, 1, 2, 3, 4, 5];
  return choices[Math.floor(random() * choices.length)];
}

/** One complete table of face-down cards consistent with the view. */
export function sampleTable(view: PlayerView, random: () => number, opts: BeliefOptions): PlayedCard[] {
  const pool = unseenActionCards(view);
  const model = opts.model && view.mode === 'family' ? opts.familyModel : undefined;
  const readings = cardReadings(view, USUAL_PLAY);
  const out: PlayedCard[] = [];
  view.played.forEach((p, i) => {
    const card =
      p.card ?? drawFrom(pool, random, readCard(view, opts, model, p.seat, colorIndex(p.horse), i, readings[p.seat]));
    out.push({ card, horse: p.horse, seat: p.seat });
  });
  if (!opts.futurePlays || view.phase !== 'fixing') return out;
  view.players.forEach((pl, seat) => {
    if (seat === view.seat || pl.forfeited) return;
    for (let i = 0; i < pl.handCount && pool.length > 0; i++) {
      const card = drawFrom(pool, random, uniform);
      out.push({ card, horse: COLORS[placeCard(view, opts, model, seat, card, random)], seat });
    }
  });
  return out;
}
