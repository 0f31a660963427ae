import { describe, expect, it } from 'vitest';
import { colorIndex } from '../core/colors';
import { legalActions } from '../core/legal-actions';
import { runChance } from '../core/replay';
import { plainCopy } from '../core/plain-copy';
import { act, boardGame, buyActions, give, lineups, passRest, refused, toAct, toRace } from '../../testing/board-table';
import { run } from '../../testing/test-helpers';
import type { GameState } from '../core/types';

/**
 * The starting lineup and Horse cards in the race: en-rulebook "1.2 Starting lineup" and
 * "Horse cards"; docs/rules.md §4, §5.3–5.4, §7.
 */

const row = (s: GameState, horse: Parameters<typeof colorIndex>[0]): number => s.odds[colorIndex(horse)];

describe('starting lineup (en-rulebook "1.2 Starting lineup"; docs/rules.md §7)', () => {
  it('clockwise from the first player; players without Horse cards or without stables are skipped', () => {
    let s = boardGame(4, { firstPlayer: 1 });
    give(s, 1, [40]);
    give(s, 3, [41]);
    give(s, 2, [38]);
    s.players[2].stables = [];
    s = passRest(s);
    expect(s.phase).toBe('lineup');
    expect(toAct(s)).toBe(1);
    expect(legalActions(s)).toEqual([{ type: 'lineup', seat: 1, cards: [40], stables: ['green'] }]);
    s = act(s, { type: 'lineup', seat: 1, placements: [{ card: 40, horse: 'green' }] });
    // Seat 2 has no stable, seat 0 no Horse card: only seat 3 is asked.
    expect(toAct(s)).toBe(3);
    s = act(s, { type: 'lineup', seat: 3, placements: [] });
    expect(s.phase).toBe('firstBets');
    expect(s.lineup).toEqual([{ card: 40, horse: 'green', seat: 1, oddsShift: 0 }]);
  });

  it('nobody with Horse cards: straight to the first bets', () => {
    const s = passRest(boardGame(3));
    expect(s.phase).toBe('firstBets');
  });

  it('only on one’s own stables, one card per stable, each card once', () => {
    let s = boardGame(3);
    give(s, 0, [40, 41]);
    s.players[0].stables.push('white');
    s = passRest(s);
    expect(refused(s, { type: 'lineup', seat: 0, placements: [{ card: 40, horse: 'green' }] })).toBe('NOT_OWNED');
    expect(
      refused(s, {
        type: 'lineup',
        seat: 0,
        placements: [
          { card: 40, horse: 'black' },
          { card: 41, horse: 'black' },
        ],
      }),
    ).toBe('STABLE_TAKEN');
    expect(
      refused(s, {
        type: 'lineup',
        seat: 0,
        placements: [
          { card: 40, horse: 'black' },
          { card: 40, horse: 'white' },
        ],
      }),
    ).toBe('CARD_PLACED_TWICE');
    expect(refused(s, { type: 'lineup', seat: 0, placements: [{ card: 42, horse: 'black' }] })).toBe('NOT_OWNED');
    s = act(s, {
      type: 'lineup',
      seat: 0,
      placements: [
        { card: 40, horse: 'black' },
        { card: 41, horse: 'white' },
      ],
    });
    expect(s.lineup.map((l) => [l.card, l.horse])).toEqual([
      [40, 'black'],
      [41, 'white'],
    ]);
  });

  it('Horse cards go back to their owners at the end of the round (en-rulebook "5.0 End of round")', () => {
    let s = boardGame(3);
    give(s, 2, [40]);
    s = passRest(s);
    s = toRace(s, {
      lineup: { 2: [{ card: 40, horse: 'red' }] },
      first: { 0: ['white', 'show', 200], 1: ['yellow', 'show', 200], 2: ['green', 'show', 200] },
    });
    expect(s.phase).toBe('race');
    s = plainCopy(s);
    while (s.phase === 'race') {
      runChance(s);
      const photo = legalActions(s)[0];
      if (photo?.type === 'photoOrder') s = act(s, { type: 'photoOrder', seat: photo.seat, order: photo.tied });
    }
    while (s.phase === 'auction') s = act(s, { type: 'bid', seat: toAct(s), accept: false });
    expect([s.round, s.phase]).toEqual([2, 'purchase']);
    expect(s.lineup).toEqual([]);
    expect(s.players[2].horseCards).toEqual([40]);
  });
});

/** Seat 2 owns red (1:4); seat 0 holds the given Action cards and plays them all on red. */
function redRace(horse: number | null, actions: number[]): GameState {
  let s = boardGame(3);
  if (horse !== null) give(s, 2, [horse]);
  s.actionDeck = s.actionDeck.filter((c) => !actions.includes(c));
  s.players[0].hand = actions.slice();
  s = passRest(s);
  return toRace(s, {
    lineup: horse === null ? {} : { 2: [{ card: horse, horse: 'red' }] },
    first: { 0: ['white', 'show', 200], 1: ['yellow', 'show', 200], 2: ['green', 'show', 200] },
    plays: { 0: actions.map((c) => [c, 'red'] as const) },
  });
}

describe('odds Horse cards (en-rulebook "37 - El Guapo", "42 - Biscuit De Mer"; docs/rules.md §4, §5.4)', () => {
  it('El Guapo moves its stable 2 rows up at the lineup, before the first bets', () => {
    let s = boardGame(3);
    give(s, 2, [37]);
    s = passRest(s);
    s = lineups(s, { 2: [{ card: 37, horse: 'red' }] });
    expect(s.phase).toBe('firstBets');
    expect(row(s, 'red')).toBe(0);
    expect(s.lineup).toEqual([{ card: 37, horse: 'red', seat: 2, oddsShift: -2 }]);
    // The race uses it too (no Action card on red).
    expect(row(redRace(37, []), 'red')).toBe(0);
  });

  it('Biscuit De Mer moves it 2 rows down; both clamp at 1:2 / 1:7 and record the real shift', () => {
    expect(row(redRace(42, []), 'red')).toBe(4);
    let s = boardGame(3, { characters: ['cranio-mercanti', 'steve-mcskull', 'sigvard-skalle'] });
    give(s, 0, [37]);
    give(s, 2, [42]);
    s = passRest(s);
    s = lineups(s, { 0: [{ card: 37, horse: 'black' }], 2: [{ card: 42, horse: 'white' }] });
    expect(s.lineup.map((l) => l.oddsShift)).toEqual([0, 0]);
    expect([row(s, 'black'), row(s, 'white')]).toEqual([0, 5]);
  });

  it('a surviving ODDS Action card on that horse undoes the Horse card first (El Guapo + Steven Sting: 1:4 → 1:2 → 1:4 → 1:6)', () => {
    expect(row(redRace(37, [19]), 'red')).toBe(4);
    expect(row(redRace(42, [15]), 'red')).toBe(0);
    // Without the Horse card, the Action card alone: 1:4 → 1:6.
    expect(row(redRace(null, [19]), 'red')).toBe(4);
  });

  it('El Guapo + Alfio Allibratore: undone, then up 2 (1:4 → 1:2 → 1:4 → 1:2)', () => {
    expect(row(redRace(37, [15]), 'red')).toBe(0);
  });
});

describe('Horse cards yield to Action cards of the same symbol (en-rulebook "Horse cards"; docs/rules.md §5.3)', () => {
  it('the Costantino example: with Serum Maleficum and Globus Obscurus on red it moves 0 at the start and never sprints', () => {
    let s = redRace(36, [10, 8]);
    // Card 13 gives 1:4 three squares; red's dice roll is ignored.
    s = run(s, [[13, ['red', 'red']]]);
    expect(s.race!.positions[colorIndex('red')]).toBe(0);
    s = run(s, [[2, ['red', 'blue']]]);
    expect(s.race!.positions[colorIndex('red')]).toBe(3);
    // Costantino alone: 3 at the start, then a sprint of 2.
    const alone = run(redRace(36, []), [[13, ['red', 'red']]]);
    expect(alone.race!.positions[colorIndex('red')]).toBe(3 + 2);
  });

  it('The Fury (start = 4) yields to Fortuna Benevola (start +1): on card 1 (1:4 moves 2) red moves 4, or 2 + 1', () => {
    const fury = run(redRace(40, []), [[1, ['black', 'black']]]);
    expect(fury.race!.positions[colorIndex('red')]).toBe(4);
    const fortuna = run(redRace(40, [2]), [[1, ['black', 'black']]]);
    expect(fortuna.race!.positions[colorIndex('red')]).toBe(2 + 1);
  });

  it('Varonne (+2) yields to Aqua Putrida (−1); a cancelled Action card leaves the Horse card alone', () => {
    expect(run(redRace(41, []), [[1, ['black', 'black']]]).race!.positions[colorIndex('red')]).toBe(2 + 2);
    expect(run(redRace(41, [9]), [[1, ['black', 'black']]]).race!.positions[colorIndex('red')]).toBe(2 - 1);
    // Fortuna Benevola and Aqua Putrida (both B) cancel: Varonne applies.
    expect(run(redRace(41, [2, 9]), [[1, ['black', 'black']]]).race!.positions[colorIndex('red')]).toBe(2 + 2);
  });

  it('Bosson (start = 0) yields to Magna Velocitas (start = 4), but its 600 is still paid', () => {
    expect(run(redRace(43, []), [[1, ['black', 'black']]]).race!.positions[colorIndex('red')]).toBe(0);
    const s = redRace(43, [1]);
    expect(run(s, [[1, ['black', 'black']]]).race!.positions[colorIndex('red')]).toBe(4);
    expect(s.race!.cards.ownerMoney[colorIndex('red')]).toBe(600);
  });

  it('La Longue Carabine (+3 at the line) yields to XIII (stops on the line) and to Fustis et Radix (+2)', () => {
    expect(redRace(38, []).race!.cards.mods[colorIndex('red')]).toMatchObject({ finishAdd: 3, finishStop: false });
    expect(redRace(38, [13]).race!.cards.mods[colorIndex('red')]).toMatchObject({ finishAdd: 0, finishStop: true });
    expect(redRace(38, [6]).race!.cards.mods[colorIndex('red')]).toMatchObject({ finishAdd: 2, finishStop: false });
  });

  it('Napoleon (last: 4) yields to Vigor Ferreum, and applies again when Felix Infernalis cancels it', () => {
    expect(redRace(39, []).race!.cards.mods[colorIndex('red')]).toMatchObject({ lastSet: 4 });
    // Vigor Ferreum (G) and Felix Infernalis (G) cancel: no surviving LAST card, Napoleon applies.
    expect(redRace(39, [7, 14]).race!.cards.mods[colorIndex('red')]).toMatchObject({ lastSet: 4, firstSet: -1 });
    // Felix alone (FIRST) is another symbol: both apply.
    expect(redRace(39, [14]).race!.cards.mods[colorIndex('red')]).toMatchObject({ lastSet: 4, firstSet: 0 });
  });

  it('Costantino (sprint = 2) yields to Flagellum Fulguris (+1) and Venenum Veneficum (−1)', () => {
    expect(redRace(36, []).race!.cards.mods[colorIndex('red')]).toMatchObject({ sprintSet: 2, sprintAdd: 0 });
    expect(redRace(36, [3]).race!.cards.mods[colorIndex('red')]).toMatchObject({ sprintSet: -1, sprintAdd: 1 });
    expect(redRace(36, [11]).race!.cards.mods[colorIndex('red')]).toMatchObject({ sprintSet: -1, sprintAdd: -1 });
  });

  it('Giumenta and Troy have no race effect', () => {
    for (const card of [44, 45]) {
      expect(redRace(card, []).race!.cards.mods[colorIndex('red')]).toEqual(
        redRace(null, []).race!.cards.mods[colorIndex('red')],
      );
    }
  });
});

describe('Action cards bought in the Board Game are played in the fixing (en-rulebook "2.2 Fixing the race")', () => {
  it('a player without Action cards is skipped', () => {
    let s = boardGame(3);
    s = act(s, { type: 'pass', seat: 0 });
    s = buyActions(s, 1, [3, 10]);
    s = passRest(s);
    s = toRace(s, {
      first: { 0: ['white', 'show', 200], 1: ['yellow', 'show', 200], 2: ['green', 'show', 200] },
      plays: {
        1: [
          [3, 'blue'],
          [10, 'white'],
        ],
      },
    });
    expect(s.phase).toBe('race');
    expect(s.race!.cards.revealed.map((c) => [c.card, c.horse, c.seat])).toEqual([
      [3, 'blue', 1],
      [10, 'white', 1],
    ]);
  });
});
