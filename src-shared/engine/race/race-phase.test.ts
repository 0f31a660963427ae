import { describe, expect, it } from 'vitest';
import { applyAction, validateAction } from '../core/engine';
import { legalActions } from '../core/legal-actions';
import { pending } from '../core/pending';
import { photoTiePlaces } from './race-phase';
import { ORDER, OWNERS, act, bets, deal, family, fix, run } from '../../testing/test-helpers';
import type { GameState } from '../core/types';

/**
 * Seat 1 first. Alfio on red (1:4 → 1:2) puts red on black's row, so the two always move
 * alike: cards 17, 18, 1, 2 give 1:2 4 + 4 + 3 + 3 = 14, and both cross together.
 */
function photoRace(): GameState {
  let s = family(['A', 'B'], { stableOrder: ORDER, characters: [OWNERS[4], OWNERS[5]], firstPlayer: 1 });
  s = deal(s, { 0: [15, 1], 1: [8, 5] });
  s = bets(s, { 1: ['green', 'show', 200], 0: ['blue', 'show', 200] });
  s = fix(s, {
    0: [
      [15, 'red'],
      [1, 'white'],
    ],
    1: [
      [8, 'white'],
      [5, 'yellow'],
    ],
  });
  s = bets(s, { 0: null, 1: null });
  expect(s.odds).toEqual([0, 3, 1, 0, 4, 5]);
  return run(s, [
    [17, ['green', 'green']],
    [18, ['blue', 'blue']],
    [1, ['yellow', 'yellow']],
    [2, ['white', 'white']],
  ]);
}

describe('photo finish on equal odds (en-rulebook "Finish line & photo finish"; docs/rules.md §5.4)', () => {
  it('the race waits for the first player to order the tied horses', () => {
    const s = photoRace();
    expect(s.race!.positions).toEqual([14, 9, 11, 14, 9, 7]);
    expect(s.race!.next).toBe('photo');
    expect(s.race!.ranking).toEqual([]);
    expect(pending(s)).toEqual({ kind: 'player', seat: 1 });
    expect(legalActions(s)).toEqual([{ type: 'photoOrder', seat: 1, tied: ['black', 'red'] }]);
    // Nobody ranked before them: the order decides 1st and 2nd.
    expect(photoTiePlaces(s.race!)).toEqual([1, 2]);
  });

  it('names the places at stake after the horses ranked before the tie', () => {
    const race = { ranking: [2], pendingRank: [5, 0, 3, 1], photoTies: [[0, 3]] };
    expect(photoTiePlaces(race)).toEqual([3, 4]);
  });

  it('refuses a wrong order (BAD_ORDER), the wrong seat and a chance step; the state is unchanged', () => {
    const s = photoRace();
    const before = JSON.stringify(s);
    expect(validateAction(s, { type: 'photoOrder', seat: 1, order: ['black', 'green'] })?.code).toBe('BAD_ORDER');
    expect(validateAction(s, { type: 'photoOrder', seat: 1, order: ['black', 'red', 'green'] })?.code).toBe(
      'BAD_ORDER',
    );
    expect(validateAction(s, { type: 'photoOrder', seat: 1, order: ['red', 'red'] })?.code).toBe('BAD_ORDER');
    expect(validateAction(s, { type: 'photoOrder', seat: 0, order: ['red', 'black'] })?.code).toBe('NOT_YOUR_TURN');
    expect(validateAction(s, { type: 'chance', kind: 'movement', card: 3 })?.code).toBe('NOT_CHANCE');
    const r = applyAction(s, { type: 'photoOrder', seat: 1, order: ['black', 'green'] });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('ranks as ordered, whichever order is chosen, then the race goes on', () => {
    const a = act(photoRace(), { type: 'photoOrder', seat: 1, order: ['red', 'black'] });
    expect(a.race!.ranking).toEqual([3, 0]);
    expect(a.race!.next).toBe('movement');
    expect(pending(a)).toEqual({ kind: 'chance' });
    const b = act(photoRace(), { type: 'photoOrder', seat: 1, order: ['black', 'red'] });
    expect(b.race!.ranking).toEqual([0, 3]);
  });
});

describe('order of arrival in a game (en-rulebook "Order of arrival", "3.4 The ranking"; docs/rules.md §5.4)', () => {
  it('black ranked earlier; red more squares beyond → 2nd; blue and green tied, blue on higher odds → 3rd, green 4th', () => {
    // Blue 1:3, green 1:5 here. The positions are set by hand just before the dice of a race round.
    let s = family(['A', 'B'], {
      stableOrder: ['black', 'blue', 'red', 'green', 'yellow', 'white'],
      characters: [OWNERS[4], OWNERS[5]],
      firstPlayer: 0,
    });
    s = deal(s, { 0: [1, 8], 1: [2, 9] });
    s = bets(s, { 0: ['red', 'win', 200], 1: ['blue', 'show', 200] });
    s = fix(s, {
      0: [
        [1, 'white'],
        [8, 'white'],
      ],
      1: [
        [2, 'white'],
        [9, 'white'],
      ],
    });
    s = bets(s, { 1: null, 0: null });
    s = act(s, { type: 'chance', kind: 'movement', card: 1 });
    s.race!.ranking = [0];
    s.race!.positions = [15, 12, 11, 13, 6, 6]; // black, blue, green, red, yellow, white
    s = act(s, { type: 'chance', kind: 'dice', dice: ['green', 'black'] }); // green to 12; black's sprint is lost
    expect(s.race!.positions).toEqual([15, 12, 12, 13, 6, 6]);
    expect(s.race!.ranking).toEqual([0, 3, 1, 2]); // black, red, blue, green
  });
});

describe('movement deck (docs/rules.md §5: "If the movement deck runs out, reshuffle it")', () => {
  it('turning the last card reshuffles the turned ones into the deck; the race goes on', () => {
    let s = family(['A', 'B'], { stableOrder: ORDER, characters: [OWNERS[4], OWNERS[5]], firstPlayer: 0 });
    s = deal(s, { 0: [1, 8], 1: [2, 9] });
    s = bets(s, { 0: ['red', 'win', 200], 1: ['blue', 'show', 200] });
    s = fix(s, {
      0: [
        [1, 'white'],
        [8, 'white'],
      ],
      1: [
        [2, 'white'],
        [9, 'white'],
      ],
    });
    s = bets(s, { 1: null, 0: null });
    // As if 22 cards had been turned already: only card 19 is left to draw.
    const others = Array.from({ length: 23 }, (_, i) => i + 1).filter((c) => c !== 19);
    s.movementDeck = [19];
    s.movementDiscard = others.slice();
    s = act(s, { type: 'chance', kind: 'movement', card: 19 });
    expect(s.movementDeck.slice().sort((a, b) => a - b)).toEqual(others);
    expect(s.movementDiscard).toEqual([19]); // the card just turned lies on the board
    // Card 19 by row 2 2 2 2 1 0; lanes black 1:2, blue 1:5, green 1:3, red 1:4, yellow 1:6, white 1:7.
    expect(s.race!.positions).toEqual([2, 2, 2, 2, 1, 0]);
  });
});
