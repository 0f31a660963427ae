import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../cards/characters';
import { pending } from './pending';
import { EngineException } from './errors';
import { vpOf } from './players';
import { ROUNDS_BY_PLAYERS, TOKENS_BY_PLAYERS, newGame } from './setup';
import { ORDER, OWNERS } from '../../testing/test-helpers';
import type { GameOptions } from './types';

const names = (n: number): string[] => ['Ann', 'Ben', 'Cid', 'Dot', 'Eve', 'Fay', 'Gus'].slice(0, n);

describe('rounds and bet tokens per player count (en-rulebook "Turns number table", "Bet tokens table"; docs/rules.md §2)', () => {
  it('2→6, 3→6, 4→4, 5→5, 6→6 rounds; 2→1, 3→2, 4→3, 5→4, 6→4 tokens of each colour', () => {
    expect(ROUNDS_BY_PLAYERS).toEqual({ 2: 6, 3: 6, 4: 4, 5: 5, 6: 6 });
    expect(TOKENS_BY_PLAYERS).toEqual({ 2: 1, 3: 2, 4: 3, 5: 4, 6: 4 });
    const got = [2, 3, 4, 5, 6].map((n) => {
      const s = newGame({ mode: 'family', players: names(n), seed: n });
      return [n, s.rounds, s.betTokens];
    });
    expect(got).toEqual([
      [2, 6, [1, 1, 1, 1, 1, 1]],
      [3, 6, [2, 2, 2, 2, 2, 2]],
      [4, 4, [3, 3, 3, 3, 3, 3]],
      [5, 5, [4, 4, 4, 4, 4, 4]],
      [6, 6, [4, 4, 4, 4, 4, 4]],
    ]);
  });
});

describe('characters (en-rulebook "Character cards"; docs/rules.md §2)', () => {
  it('each owner takes the stable on its row and its money: 3400 (1:2) … 4400 (1:7); 1 VP token each', () => {
    const s = newGame({
      mode: 'family',
      players: names(6),
      seed: 'x',
      setup: { stableOrder: ORDER, characters: [...OWNERS].reverse(), firstPlayer: 2 },
    });
    expect(s.players.map((p) => [p.character, p.money, p.stables])).toEqual([
      ['sigvard-skalle', 4400, ['white']],
      ['craneo-cervantes', 4200, ['yellow']],
      ['cesar-crane', 4000, ['blue']],
      ['viktor-von-schadel', 3800, ['red']],
      ['steve-mcskull', 3600, ['green']],
      ['cranio-mercanti', 3400, ['black']],
    ]);
    expect(s.players.map((p) => [p.vpTokens, vpOf(p)])).toEqual(Array(6).fill([1, 2]));
    // Lane order black, blue, green, red, yellow, white.
    expect(s.odds).toEqual([0, 3, 1, 2, 4, 5]);
    expect(s.firstPlayer).toBe(2);
  });

  it('starred characters: their money, no stable (only with starred: true)', () => {
    const s = newGame({
      mode: 'board',
      players: names(3),
      seed: 1,
      starred: true,
      setup: { characters: ['oliver-oil', 'antonio-vesuvio', 'eric-change'] },
    });
    expect(s.players.map((p) => [p.money, p.stables, vpOf(p)])).toEqual([
      [6000, [], 1],
      [3000, [], 1],
      [5000, [], 1],
    ]);
  });

  it('random characters in the Family Game are never starred', () => {
    const starred = new Set(CHARACTERS.filter((c) => c.starred).map((c) => c.id));
    for (let seed = 0; seed < 30; seed++) {
      const s = newGame({ mode: 'family', players: names(6), seed });
      expect(s.players.filter((p) => starred.has(p.character))).toEqual([]);
      expect(new Set(s.players.map((p) => p.character)).size).toBe(6);
      // Every stable is owned by exactly one player: all six owners are dealt.
      expect(s.players.flatMap((p) => p.stables).sort()).toEqual(['black', 'blue', 'green', 'red', 'white', 'yellow']);
    }
  });
});

describe('Family Game decks (en-rulebook "The Family Game: Set up"; docs/rules.md §1 starred cards, §2)', () => {
  it('no starred Action cards (17, 18, 21, 22); all 23 movement cards; the Board Game may add them', () => {
    const s = newGame({ mode: 'family', players: names(2), seed: 3 });
    expect(s.actionDeck.slice().sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 19, 20,
    ]);
    expect(s.movementDeck.length).toBe(23);
    const t = newGame({ mode: 'board', players: names(2), seed: 3, starred: true });
    expect(t.actionDeck.slice().sort((a, b) => a - b)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
  });

  it('the game starts with the first deal (a chance step), 2 cards to each player', () => {
    const s = newGame({ mode: 'family', players: names(3), seed: 3, setup: { firstPlayer: 1 } });
    expect(s.phase).toBe('deal');
    expect(s.round).toBe(1);
    expect(pending(s)).toEqual({ kind: 'chance' });
    expect(s.queue).toEqual([1, 2, 0, 1, 2, 0]);
  });

  it('the same seed gives the same game', () => {
    expect(newGame({ mode: 'family', players: names(4), seed: 'abc' })).toEqual(
      newGame({ mode: 'family', players: names(4), seed: 'abc' }),
    );
  });
});

describe('bad options throw EngineException BAD_OPTIONS', () => {
  const base: GameOptions = { mode: 'family', players: names(3), seed: 1 };
  const cases: [string, GameOptions][] = [
    ['1 player', { ...base, players: ['Ann'] }],
    ['7 players', { ...base, players: names(7) }],
    ['an empty name', { ...base, players: ['Ann', ''] }],
    ['a blank name', { ...base, players: ['Ann', '   '] }],
    [
      'a starred character in a game without starred cards',
      { ...base, setup: { characters: ['oliver-oil', OWNERS[0], OWNERS[1]] } },
    ],
    ['the same character twice', { ...base, setup: { characters: [OWNERS[0], OWNERS[0], OWNERS[1]] } }],
    ['too few characters', { ...base, setup: { characters: [OWNERS[0], OWNERS[1]] } }],
    ['an unknown character', { ...base, setup: { characters: [OWNERS[0], OWNERS[1], 'nobody'] } }],
    ['a first player beyond the table', { ...base, setup: { firstPlayer: 3 } }],
    [
      'a colour twice in the stable order',
      { ...base, setup: { stableOrder: ['black', 'black', 'green', 'red', 'yellow', 'white'] } },
    ],
    ['a short stable order', { ...base, setup: { stableOrder: ['black', 'blue'] } }],
    // The Family Game never has starred cards (en-rulebook "The Family Game: Set up"; docs/rules.md §1, §2).
    ['starred cards in the Family Game', { ...base, starred: true }],
  ];
  it.each(cases)('%s', (_, options) => {
    let thrown: unknown;
    try {
      newGame(options);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(EngineException);
    expect((thrown as EngineException).error.code).toBe('BAD_OPTIONS');
  });
});
