import { describe, expect, it } from 'vitest';
import { deckCards, deckOf, deckSize, drawable, putUnder, removeFromDeck, shuffleDeck } from './decks';

/**
 * The Goal / Assistant / Horse decks: returned cards go to the bottom in random order and come
 * only after the rest; a shuffle mixes them back (en-rulebook "1.0 Purchase phase"; docs/rules.md §7).
 */
describe('decks with returned cards under them', () => {
  it('draws from the top group first, then each returned group in the order it went under', () => {
    const d = deckOf([1, 2, 3]);
    putUnder(d, [7, 8]);
    putUnder(d, [9]);
    expect(drawable(d)).toEqual([1, 2, 3]);
    for (const c of [2, 1, 3]) removeFromDeck(d, c);
    expect(drawable(d)).toEqual([7, 8]);
    removeFromDeck(d, 8);
    removeFromDeck(d, 7);
    expect(drawable(d)).toEqual([9]);
    expect(deckSize(d)).toBe(1);
  });

  it('cards put under an empty deck become its top', () => {
    const d = deckOf([5]);
    removeFromDeck(d, 5);
    expect([deckSize(d), drawable(d)]).toEqual([0, []]);
    putUnder(d, [6, 4]);
    expect(d).toEqual([[6, 4]]);
    putUnder(d, []);
    expect(d).toEqual([[6, 4]]);
  });

  it('a shuffle makes every card drawable again', () => {
    const d = deckOf([1, 2]);
    putUnder(d, [3]);
    shuffleDeck(d);
    expect(drawable(d)).toEqual([1, 2, 3]);
    expect(deckCards(d)).toEqual([1, 2, 3]);
  });

  it('removing a card that is not there is a bug', () => {
    expect(() => removeFromDeck(deckOf([1]), 2)).toThrow('card 2 is not in the deck');
  });
});
