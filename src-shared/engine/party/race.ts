import { COLORS, FINISH_LINE, colorIndex, type Color } from '../core/colors';
import { MOVEMENT_CARDS, MOVEMENT_CARD_NUMBERS } from '../cards/movement';
import type { PartyState, PartyTrack } from './types';

/** A race at the start: six horses on square 0, all 23 Movement cards in the deck (docs/rules.md §11). */
export function startTrack(s: PartyState): void {
  s.movementDeck = MOVEMENT_CARD_NUMBERS.slice();
  s.track = { positions: COLORS.map(() => 0), ranking: [], turned: [], arriving: [] };
}

/**
 * Turns a Movement card: value k of the card moves horse order[k] (the order is drawn for each
 * card, so no lane is favoured). Horses already ranked have left the track. Horses on or past the
 * line are grouped by squares beyond it, most first, to be ranked. An empty deck is reshuffled.
 */
export function turnCard(s: PartyState, card: number, order: readonly Color[]): void {
  const t = s.track!;
  s.movementDeck.splice(s.movementDeck.indexOf(card), 1);
  if (s.movementDeck.length === 0) s.movementDeck = MOVEMENT_CARD_NUMBERS.slice();
  t.turned.push({ card, order: order.slice() });
  const onTrack = (h: number): boolean => !t.ranking.includes(h);
  order.forEach((c, k) => {
    const h = colorIndex(c);
    if (onTrack(h)) t.positions[h] += MOVEMENT_CARDS[card - 1][k];
  });
  const arrived = COLORS.map((_, h) => h).filter((h) => onTrack(h) && t.positions[h] >= FINISH_LINE);
  const squares = [...new Set(arrived.map((h) => t.positions[h]))].sort((a, b) => b - a);
  t.arriving = squares.map((sq) => arrived.filter((h) => t.positions[h] === sq));
  rankArrivals(t);
}

/** Ranks arrivals in order until a tie needs the bookmaker (or none are left). */
export function rankArrivals(t: PartyTrack): void {
  while (t.arriving.length > 0 && t.arriving[0].length === 1) t.ranking.push(t.arriving.shift()![0]);
}

/** The bookmaker's order for the first tied group (already checked to be exactly that group). */
export function orderTie(t: PartyTrack, order: readonly Color[]): void {
  t.arriving.shift();
  t.ranking.push(...order.map(colorIndex));
  rankArrivals(t);
}

export function raceOver(t: PartyTrack): boolean {
  return t.ranking.length === COLORS.length;
}

/** The tied horses the bookmaker must order now, or null. */
export function tieToOrder(t: PartyTrack | null): number[] | null {
  return t && t.arriving.length > 0 ? t.arriving[0] : null;
}
