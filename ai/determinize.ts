import { COLORS, colorIndex } from '../src-shared/colors';
import { actionCard, actionDeck } from '../src-shared/cards/action-cards';
import type { PlayerView } from '../src-shared/index';
import type { PlayedCard } from '../src-shared/types';

/**
 * Determinization: what the bot cannot see, sampled consistently with its view. Every Action card
 * returns to the deck at the end of a round, so the unseen cards are the whole deck less the bot's
 * own hand and its own face-down cards; other hands and face-down cards are drawn from them.
 */

/** +1: the card helps its horse (or its bettors); −1: it harms them. */
export function cardLean(card: number): number {
  const c = actionCard(card);
  if (c.colour === 'green') return 1;
  if (c.colour === 'red') return -1;
  switch (card) {
    case 15: case 16: case 17: case 18: return 1;
    default: return -1;
  }
}

export function unseenActionCards(view: PlayerView): number[] {
  const seen = new Set<number>(view.hand);
  for (const p of view.played) if (p.card !== null) seen.add(p.card);
  return actionDeck(view.starred).filter((c) => !seen.has(c));
}

/** Per Action card number, the chance it lies on a horse its player backs (undefined: not known). */
export type Placement = readonly (number | undefined)[];

export interface BeliefOptions {
  /** Heuristic opponent model: a player's cards likely help the horses they bet on and harm the others. */
  model: boolean;
  /** Also deal the other players' remaining hands and play them out (fixing phase). */
  futurePlays: boolean;
  /**
   * Family Game: per Action card number, the chance that its player puts it on a horse they back,
   * as measured in play (card-placement.ts). Without it, a card's lean alone, at 3 : 1.
   */
  familyPlacement?: Placement;
}

/** Per horse, whether `seat` backs it: has bet on it this round or owns its stable. */
export function backedHorses(view: PlayerView, seat: number): boolean[] {
  const on = [false, false, false, false, false, false];
  for (const b of view.bets) if (b.seat === seat) on[colorIndex(b.horse)] = true;
  for (const c of view.players[seat].stables) on[colorIndex(c)] = true;
  return on;
}

/** The chance that a player puts `card` on a horse they back. */
function backedChance(card: number, placement: Placement | undefined): number {
  return placement?.[card] ?? (cardLean(card) > 0 ? 0.75 : 0.25);
}

/** Draws one card from `pool` (removing it), weighted by how likely its player put it on a horse they back (or not). */
function drawFor(pool: number[], random: () => number, backed: boolean | null, placement: Placement | undefined): number {
  let at: number;
  if (backed === null) {
    at = Math.floor(random() * pool.length);
  } else {
    const weight = (c: number): number => (backed ? backedChance(c, placement) : 1 - backedChance(c, placement));
    let total = 0;
    for (const c of pool) total += weight(c);
    let x = random() * total;
    at = pool.length - 1;
    for (let i = 0; i < pool.length; i++) {
      x -= weight(pool[i]);
      if (x < 0) { at = i; break; }
    }
  }
  const card = pool[at];
  pool[at] = pool[pool.length - 1];
  pool.pop();
  return card;
}

/** One complete table of face-down cards consistent with the view. */
export function sampleTable(view: PlayerView, random: () => number, opts: BeliefOptions): PlayedCard[] {
  const pool = unseenActionCards(view);
  const placement = opts.model && view.mode === 'family' ? opts.familyPlacement : undefined;
  const out: PlayedCard[] = [];
  for (const p of view.played) {
    if (p.card !== null) {
      out.push({ card: p.card, horse: p.horse, seat: p.seat });
      continue;
    }
    const backed = opts.model ? backedHorses(view, p.seat)[colorIndex(p.horse)] : null;
    out.push({ card: drawFor(pool, random, backed, placement), horse: p.horse, seat: p.seat });
  }
  if (!opts.futurePlays || view.phase !== 'fixing') return out;
  view.players.forEach((pl, seat) => {
    if (seat === view.seat || pl.forfeited) return;
    const on = backedHorses(view, seat);
    for (let i = 0; i < pl.handCount && pool.length > 0; i++) {
      const card = drawFor(pool, random, null, placement);
      const want = placement ? random() < backedChance(card, placement) : opts.model ? cardLean(card) > 0 : random() < 0.5;
      const fits = COLORS.map((_, h) => h).filter((h) => on[h] === want);
      const choices = fits.length > 0 ? fits : [0, 1, 2, 3, 4, 5];
      out.push({ card, horse: COLORS[choices[Math.floor(random() * choices.length)]], seat });
    }
  });
  return out;
}
