import { peekFloat, type RngState } from '../core/rng';

/**
 * A deck whose top part is shuffled and whose bottom holds groups of cards put back in random
 * order (docs/rules.md §7: "the rest to the bottom of that deck in random order"). Drawing takes a
 * uniformly random card of the first non-empty group, which is the same as drawing from a
 * shuffled group, so no order is ever stored.
 */
export type Deck = number[][];

export function deckOf(cards: readonly number[]): Deck {
  return [cards.slice()];
}

export function deckSize(d: Deck): number {
  let n = 0;
  for (const g of d) n += g.length;
  return n;
}

export function deckCards(d: Deck): number[] {
  return d.flat();
}

/** The cards the next draw may give: the first non-empty group. */
export function drawable(d: Deck): number[] {
  return d.find((g) => g.length > 0) ?? [];
}

export function removeFromDeck(d: Deck, card: number): void {
  const g = d.find((x) => x.includes(card));
  if (!g) throw new Error(`card ${card} is not in the deck`);
  g.splice(g.indexOf(card), 1);
  while (d.length > 1 && d[0].length === 0) d.shift();
}

/** Cards go under the deck, their order unknown. */
export function putUnder(d: Deck, cards: readonly number[]): void {
  if (cards.length === 0) return;
  if (d.length === 1 && d[0].length === 0) d[0] = cards.slice();
  else d.push(cards.slice());
}

/** Shuffling before a draw mixes the returned groups back in. */
export function shuffleDeck(d: Deck): void {
  const all = d.flat();
  d.length = 0;
  d.push(all);
}

/** Picks (without applying) the card the generator draws next from a group. */
export function pickFrom(rng: Readonly<RngState>, cards: readonly number[]): number {
  return cards[Math.floor(peekFloat(rng) * cards.length)];
}
