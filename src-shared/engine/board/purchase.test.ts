import { describe, expect, it } from 'vitest';
import { deckCards, drawable } from '../cards/decks';
import { legalActions } from '../core/legal-actions';
import { pending } from '../core/pending';
import { act, boardGame, buyActions, buyAndKeep, draws, give, passRest, refused } from '../../testing/board-table';
import type { GameState } from '../core/types';

/** Bank purchases of the Board Game: en-rulebook "1.0 Purchase phase", docs/rules.md §7. */

const money = (s: GameState): number[] => s.players.map((p) => p.money);

describe('stable purchase (en-rulebook "1.0 Purchase phase": Purchase a Stable; docs/rules.md §7)', () => {
  it('the rulebook example: John buys the yellow stable rated 1:3 for 1900', () => {
    // Yellow on 1:3 and nobody's: seats own the 1:2, 1:4 and 1:5 stables.
    let s = boardGame(3, {
      stableOrder: ['black', 'yellow', 'red', 'blue', 'green', 'white'],
      characters: ['cranio-mercanti', 'viktor-von-schadel', 'cesar-crane'],
    });
    const before = s.players[0].money;
    const buy = legalActions(s).find((m) => m.type === 'buyStable' && m.horse === 'yellow');
    expect(buy).toMatchObject({ price: 1900 });
    s = act(s, { type: 'buyStable', seat: 0, horse: 'yellow' });
    expect(s.players[0].money).toBe(before - 1900);
    expect(s.players[0].stables).toEqual(['black', 'yellow']);
  });

  it('costs 2100 − 200 × row, for unowned stables only', () => {
    const s = boardGame(3);
    s.players[0].money = 10000;
    // Seats 0–2 own black 1:2, green 1:3, red 1:4; blue 1:5, yellow 1:6, white 1:7 are for sale.
    const prices = legalActions(s).flatMap((m) => (m.type === 'buyStable' ? [[m.horse, m.price]] : []));
    expect(prices).toEqual([
      ['blue', 1500],
      ['yellow', 1300],
      ['white', 1100],
    ]);
    expect(refused(s, { type: 'buyStable', seat: 0, horse: 'green' })).toBe('STABLE_OWNED');
  });

  it('the Franz Galopp example: a stable rated 1:4 for 1100 (1700 − 600)', () => {
    let s = boardGame(3, { characters: ['cranio-mercanti', 'steve-mcskull', 'cesar-crane'] });
    give(s, 0, [26]);
    const before = s.players[0].money;
    s = act(s, { type: 'buyStable', seat: 0, horse: 'red' });
    expect(s.players[0].money).toBe(before - 1100);
  });

  it('once per phase: not again in the second step', () => {
    let s = boardGame(3);
    s.players[0].money = 10000;
    s = act(s, { type: 'buyStable', seat: 0, horse: 'white' });
    s = passRest(s, 'step2');
    expect(s.purchase!.step).toBe(2);
    expect(refused(s, { type: 'buyStable', seat: 0, horse: 'yellow' })).toBe('ONCE_PER_PHASE');
    expect(legalActions(s).some((m) => m.type === 'buyStable')).toBe(false);
  });

  it('is offered only when affordable', () => {
    const s = boardGame(3);
    s.players[0].money = 1200;
    expect(legalActions(s).flatMap((m) => (m.type === 'buyStable' ? [m.horse] : []))).toEqual(['white']);
    expect(refused(s, { type: 'buyStable', seat: 0, horse: 'yellow' })).toBe('NOT_ENOUGH_MONEY');
  });
});

describe('Action cards (en-rulebook "Purchase Two Action Cards"; docs/rules.md §7)', () => {
  it('400 for 2 cards drawn into the hand, in both steps (4 cards a round)', () => {
    let s = boardGame(3);
    s = buyActions(s, 0, [3, 10]);
    expect(s.players[0].hand).toEqual([3, 10]);
    expect(s.players[0].money).toBe(3400 - 400);
    expect(s.actionDeck).not.toContain(3);
    expect(pending(s)).toEqual({ kind: 'player', seat: 1 });
    s = passRest(s, 'step2');
    s = buyActions(s, 0, [1, 8]);
    expect(s.players[0].hand).toEqual([3, 10, 1, 8]);
    expect(s.players[0].money).toBe(3400 - 400 - 400);
  });

  it('draws 1 card when only 1 is left; an empty deck is not offered', () => {
    let s = boardGame(3);
    s.actionDeck = [7];
    s = act(s, { type: 'buyActions', seat: 0 });
    expect(s.purchase!.draw).toMatchObject({ deck: 'action', left: 1 });
    s = draws(s, [7]);
    expect(s.players[0].hand).toEqual([7]);
    expect(pending(s)).toEqual({ kind: 'player', seat: 1 });
    expect(legalActions(s).some((m) => m.type === 'buyActions')).toBe(false);
    expect(refused(s, { type: 'buyActions', seat: 1 })).toBe('DECK_EMPTY');
  });

  it('Otto Von Alt pays 0 (Character card ★)', () => {
    let s = boardGame(3, { characters: ['otto-von-alt', 'steve-mcskull', 'viktor-von-schadel'] }, { starred: true });
    expect(legalActions(s).find((m) => m.type === 'buyActions')).toMatchObject({ price: 0 });
    s = buyActions(s, 0, [1, 2]);
    expect(s.players[0].money).toBe(4000);
  });
});

describe('Goal, Assistant and Horse cards (en-rulebook "Purchase a Goal/Assistant/Horse card"; docs/rules.md §7)', () => {
  it('400, draw 4, keep 1; the other 3 go under the deck and come only after the rest', () => {
    let s = boardGame(3);
    s = act(s, { type: 'buyCard', seat: 0, deck: 'assistant', shuffle: false });
    expect(s.purchase!.draw).toMatchObject({ deck: 'assistant', left: 4 });
    s = draws(s, [23, 24, 25, 26]);
    expect(legalActions(s).map((m) => m.type === 'keep' && m.card)).toEqual([23, 24, 25, 26]);
    expect(refused(s, { type: 'keep', seat: 0, card: 27 })).toBe('NOT_DRAWN');
    s = act(s, { type: 'keep', seat: 0, card: 24 });
    expect(s.players[0].assistants).toEqual([24]);
    expect(s.players[0].money).toBe(3000);
    expect(drawable(s.assistantDeck)).toEqual([27, 28, 29, 30, 31, 32, 33, 34, 35]);
    expect(deckCards(s.assistantDeck).sort((a, b) => a - b)).toEqual([23, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35]);
    // Seat 1 draws: a returned card cannot come before the rest of the deck.
    s = act(s, { type: 'buyCard', seat: 1, deck: 'assistant', shuffle: false });
    expect(refused(s, { type: 'chance', kind: 'draw', card: 23 })).toBe('BAD_OUTCOME');
  });

  it('the returned cards are drawn once the rest of the deck is gone', () => {
    let s = boardGame(3);
    s = buyAndKeep(s, 0, 'horse', [36, 37, 38, 39], 36);
    // 40–45 are left on top: seat 1 draws 4 of them, seat 2 the last 2 and then the returned ones.
    s = buyAndKeep(s, 1, 'horse', [40, 41, 42, 43], 40);
    s = act(s, { type: 'buyCard', seat: 2, deck: 'horse', shuffle: false });
    s = draws(s, [44, 45]);
    expect(drawable(s.horseDeck)).toEqual([37, 38, 39]);
    s = draws(s, [38, 39]);
    expect(s.purchase!.draw!.drawn).toEqual([44, 45, 38, 39]);
  });

  it('the optional shuffle mixes the returned cards back in', () => {
    let s = boardGame(3);
    s = buyAndKeep(s, 0, 'goal', [46, 47, 48, 49], 46);
    s = act(s, { type: 'buyCard', seat: 1, deck: 'goal', shuffle: true });
    expect(drawable(s.goalDeck).sort((a, b) => a - b)).toEqual([47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59]);
    s = draws(s, [47]);
    expect(s.purchase!.draw!.drawn).toEqual([47]);
  });

  it('a deck with fewer than 4 cards gives what is left; an empty deck is not offered', () => {
    let s = boardGame(3);
    give(s, 1, [36, 37, 38, 39, 40, 41, 43, 45]);
    s = act(s, { type: 'buyCard', seat: 0, deck: 'horse', shuffle: false });
    expect(s.purchase!.draw!.left).toBe(2);
    s = draws(s, [42, 44]);
    s = act(s, { type: 'keep', seat: 0, card: 42 });
    s = act(s, { type: 'buyCard', seat: 1, deck: 'horse', shuffle: false });
    expect(s.purchase!.draw!.left).toBe(1);
    s = draws(s, [44]);
    s = act(s, { type: 'keep', seat: 1, card: 44 });
    expect(s.players[1].horseCards).toContain(44);
    expect(legalActions(s).some((m) => m.type === 'buyCard' && m.deck === 'horse')).toBe(false);
    expect(refused(s, { type: 'buyCard', seat: 2, deck: 'horse', shuffle: false })).toBe('DECK_EMPTY');
  });

  it('each at most once per phase, but another kind in the second step is fine', () => {
    let s = boardGame(3);
    s = buyAndKeep(s, 0, 'goal', [46, 48, 50, 52], 46);
    s = passRest(s, 'step2');
    expect(refused(s, { type: 'buyCard', seat: 0, deck: 'goal', shuffle: false })).toBe('ONCE_PER_PHASE');
    expect(
      legalActions(s)
        .filter((m) => m.type === 'buyCard')
        .map((m) => m.type === 'buyCard' && m.deck),
    ).toEqual(['assistant', 'horse']);
    s = buyAndKeep(s, 0, 'horse', [36, 37, 38, 39], 37);
    expect(s.players[0].horseCards).toEqual([37]);
  });

  it.each([
    [23, 'goal'],
    [24, 'assistant'],
    [25, 'horse'],
  ] as const)('assistant %i makes the %s purchase cost 0 (en-rulebook "Assistant cards")', (assistant, deck) => {
    let s = boardGame(3);
    give(s, 0, [assistant]);
    const moves = legalActions(s).filter((m) => m.type === 'buyCard');
    expect(moves.map((m) => m.type === 'buyCard' && [m.deck, m.price])).toEqual(
      (['goal', 'assistant', 'horse'] as const).map((d) => [d, d === deck ? 0 : 400]),
    );
    s.players[0].money = 0;
    s = act(s, { type: 'buyCard', seat: 0, deck, shuffle: false });
    expect(s.players[0].money).toBe(0);
  });
});

describe('pass and loans (en-rulebook "Passing", "Taking a Loan card", "Loan cards"; docs/rules.md §7)', () => {
  it('pass gives 400, 800 with Didier Addition, in both steps', () => {
    let s = boardGame(3);
    give(s, 1, [29]);
    s = passRest(s);
    expect(money(s)).toEqual([3400 + 800, 3600 + 1600, 3800 + 800]);
  });

  it('Bank +2000 and Mob +4000, both in one phase (one per step), each kind once per game', () => {
    let s = boardGame(3);
    s = act(s, { type: 'loan', seat: 0, kind: 'bank' });
    expect(s.players[0]).toMatchObject({ money: 5400, loans: ['bank'] });
    s = passRest(s, 'step2');
    expect(refused(s, { type: 'loan', seat: 0, kind: 'bank' })).toBe('LOAN_TAKEN');
    expect(
      legalActions(s)
        .filter((m) => m.type === 'loan')
        .map((m) => m.type === 'loan' && m.kind),
    ).toEqual(['mob']);
    s = act(s, { type: 'loan', seat: 0, kind: 'mob' });
    expect(s.players[0]).toMatchObject({ money: 9400, loans: ['bank', 'mob'] });
  });

  it('none when all 6 Loan cards are out', () => {
    const s = boardGame(4);
    s.players[1].loans = ['bank', 'mob'];
    s.players[2].loans = ['bank', 'mob'];
    s.players[3].loans = ['bank'];
    expect(legalActions(s).filter((m) => m.type === 'loan')).toHaveLength(2);
    s.players[3].loans = ['bank', 'mob'];
    expect(legalActions(s).some((m) => m.type === 'loan')).toBe(false);
    expect(refused(s, { type: 'loan', seat: 0, kind: 'bank' })).toBe('NO_LOAN_CARDS');
  });
});

describe('options offered (docs/rules.md §7: only if affordable and the deck is not empty)', () => {
  it('a player with 300 may only pass or take a loan', () => {
    const s = boardGame(3);
    s.players[0].money = 300;
    expect(
      legalActions(s)
        .map((m) => m.type)
        .filter((t) => t !== 'clearance'),
    ).toEqual(['pass', 'loan', 'loan']);
    expect(refused(s, { type: 'buyCard', seat: 0, deck: 'goal', shuffle: false })).toBe('NOT_ENOUGH_MONEY');
    expect(refused(s, { type: 'buyActions', seat: 0 })).toBe('NOT_ENOUGH_MONEY');
  });

  it('a player with 400 may buy cards but no stable; not from another player (800)', () => {
    const s = boardGame(3);
    give(s, 1, [30]);
    s.players[0].money = 400;
    const types = new Set(legalActions(s).map((m) => m.type));
    expect([...types].sort()).toEqual(['buyActions', 'buyCard', 'clearance', 'loan', 'pass']);
  });
});
