import { describe, expect, it } from 'vitest';
import { COLORS, colorIndex, type Color } from '../core/colors';
import { legalActions } from '../core/legal-actions';
import { pending } from '../core/pending';
import { cardFates, resolveRaceCards } from './reveal';
import { runChance } from '../core/replay';
import { ORDER, OWNERS, act, bets, deal, family, fix } from '../../testing/test-helpers';
import type { GameState } from '../core/types';

describe('Action-card cancellation (en-rulebook "Action cards" example, docs/rules.md §1, §5.2)', () => {
  it('a same-letter green/red pair is void; a third card stays active', () => {
    // The example's Magna Fortuna (green C) / Aqua Malefica (red C) / Herba Magica: as printed in
    // this edition, green C = 03 Flagellum Fulguris, red C = 10 Serum Maleficum, 04 Herba Magica (D).
    expect(cardFates([3, 10, 4])).toEqual(['cancelled', 'cancelled', 'active']);
    const rc = resolveRaceCards([3, 10, 4].map((card, seat) => ({ card, horse: 'yellow' as Color, seat })));
    const y = rc.mods[colorIndex('yellow')];
    // Only Herba Magica works: sprint = 2, and the horse may sprint (Serum is void).
    expect([y.sprintSet, y.sprintAdd, y.noSprint]).toEqual([2, 0, false]);
    expect(rc.revealed.map((r) => [r.card, r.fate])).toEqual([
      [3, 'cancelled'],
      [10, 'cancelled'],
      [4, 'active'],
    ]);
  });

  it('every letter pairs: A 01/08, B 02/09, C 03/10, D 04/11, F 05/12, E 06/13, G 07/14', () => {
    for (const [g, r] of [
      [1, 8],
      [2, 9],
      [3, 10],
      [4, 11],
      [5, 12],
      [6, 13],
      [7, 14],
    ]) {
      expect(cardFates([g, r])).toEqual(['cancelled', 'cancelled']);
    }
  });

  it('different letters do not cancel; grey cards never cancel', () => {
    expect(cardFates([1, 9])).toEqual(['active', 'active']);
    expect(cardFates([15, 19])).toEqual(['active', 'active']);
  });

  it('pairs only on the same horse', () => {
    const rc = resolveRaceCards([
      { card: 1, horse: 'red', seat: 0 },
      { card: 8, horse: 'blue', seat: 1 },
    ]);
    expect(rc.revealed.map((r) => r.fate)).toEqual(['active', 'active']);
    expect(rc.mods[colorIndex('red')].startSet).toBe(4);
    expect(rc.mods[colorIndex('blue')].startSet).toBe(0);
  });
});

describe('16 Fritz Finden / 20 Rochelle Recherche (docs/rules.md §1 table, §5.1; en-rulebook "16 - Fritz Finden", "20 - Rochelle Recherche")', () => {
  it('Fritz discards every red card on its horse', () => {
    expect(cardFates([16, 8, 10, 3])).toEqual(['active', 'discarded', 'discarded', 'active']);
    const m = resolveRaceCards([
      { card: 16, horse: 'black', seat: 0 },
      { card: 8, horse: 'black', seat: 1 },
    ]).mods[0];
    expect(m.startSet).toBe(-1); // Globus Obscurus has no effect
  });

  it('Rochelle discards every green card on its horse', () => {
    expect(cardFates([20, 1, 3, 10])).toEqual(['active', 'discarded', 'discarded', 'active']);
  });

  it('discarding comes before cancellation: the green partner of a discarded red card stays active', () => {
    expect(cardFates([16, 1, 8])).toEqual(['active', 'active', 'discarded']);
    expect(cardFates([1, 8, 16])).toEqual(['active', 'discarded', 'active']);
    expect(cardFates([20, 1, 8])).toEqual(['active', 'discarded', 'active']);
    const m = resolveRaceCards([1, 8, 16].map((card, seat) => ({ card, horse: 'black' as Color, seat }))).mods[0];
    expect(m.startSet).toBe(4);
  });

  it('both on one horse: every green and red card is discarded, grey cards stay', () => {
    expect(cardFates([16, 20, 1, 8, 15])).toEqual(['active', 'active', 'discarded', 'discarded', 'active']);
  });
});

/**
 * A 2-player game at the start of the race: seat 0 plays its two cards, seat 1 its two, in
 * turn. Black 1:2, green 1:3, red 1:4, blue 1:5, yellow 1:6, white 1:7.
 */
function raceWith(p0: [number, Color][], p1: [number, Color][]): GameState {
  let s = family(['A', 'B'], { stableOrder: ORDER, characters: [OWNERS[0], OWNERS[1]], firstPlayer: 0 });
  s = deal(s, { 0: p0.map((p) => p[0]), 1: p1.map((p) => p[0]) });
  s = bets(s, { 0: ['black', 'show', 200], 1: ['green', 'show', 200] });
  s = fix(s, { 0: p0, 1: p1 });
  s = bets(s, { 0: null, 1: null });
  expect(s.phase).toBe('race');
  return s;
}
const lanes = (s: GameState): Record<string, number> => Object.fromEntries(COLORS.map((c, h) => [c, s.odds[h]]));
const VOID: [number, Color][] = [
  [1, 'white'],
  [8, 'white'],
];

/** Plays the race out with the seeded generator; the first player orders any photo finish as offered. */
function finish(s: GameState): GameState {
  for (;;) {
    runChance(s);
    const p = pending(s);
    if (p.kind !== 'player' || s.phase !== 'race') return s;
    const m = legalActions(s)[0];
    if (m.type !== 'photoOrder') return s;
    s = act(s, { type: 'photoOrder', seat: p.seat, order: m.tied });
  }
}

describe('15 Alfio Allibratore / 19 Steven Sting (docs/rules.md §1 table, §5.4; en-rulebook "15 - Alfio Allibratore", "19 - Steven Sting")', () => {
  it('Alfio: odds up 2 rows when revealed; Steven: down 2 rows', () => {
    const s = raceWith(
      [
        [15, 'blue'],
        [19, 'red'],
      ],
      VOID,
    );
    expect(lanes(s)).toEqual({ black: 0, green: 1, red: 4, blue: 1, yellow: 4, white: 5 });
  });

  it('the change is permanent: the race moves and re-rates from the new row', () => {
    let s = raceWith(
      [
        [15, 'blue'],
        [19, 'red'],
      ],
      VOID,
    );
    s = act(s, { type: 'chance', kind: 'movement', card: 23 }); // 2 4 2 2 0 2 by row
    // black 1:2 → 2, blue now 1:3 → 4, green 1:3 → 4, red now 1:6 → 0, yellow 1:6 → 0, white 1:7 → 2.
    expect(s.race!.positions).toEqual([2, 4, 4, 0, 0, 2]);
    s = finish(s);
    expect(s.lastRace!.oddsUsed).toEqual([0, 1, 1, 4, 4, 5]);
  });

  it('clamped at 1:2 and 1:7', () => {
    const s = raceWith(
      [
        [15, 'green'],
        [19, 'white'],
      ],
      VOID,
    );
    expect(lanes(s)).toMatchObject({ green: 0, white: 5, black: 0 });
  });

  it('both on one horse add up before the clamp (docs/rules.md §5.4): 1:2 stays 1:2, 1:7 stays 1:7', () => {
    expect(
      lanes(
        raceWith(
          [
            [15, 'black'],
            [19, 'black'],
          ],
          VOID,
        ),
      ).black,
    ).toBe(0);
    expect(
      lanes(
        raceWith(
          [
            [15, 'white'],
            [1, 'red'],
          ],
          [
            [19, 'white'],
            [8, 'red'],
          ],
        ),
      ).white,
    ).toBe(5);
  });

  it('Fritz and Rochelle discard only coloured cards: Alfio on the same horse still works', () => {
    const s = raceWith(
      [
        [15, 'blue'],
        [16, 'blue'],
      ],
      [
        [20, 'blue'],
        [8, 'blue'],
      ],
    );
    expect(lanes(s).blue).toBe(1);
    expect(s.race!.cards.revealed.map((r) => [r.card, r.fate])).toEqual([
      [15, 'active'],
      [20, 'active'],
      [16, 'active'],
      [8, 'discarded'],
    ]);
  });
});
