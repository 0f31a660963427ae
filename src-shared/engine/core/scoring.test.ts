import { describe, expect, it } from 'vitest';
import { chanceOutcomes } from './chance';
import { applyAction, validateAction } from './engine';
import { pending } from './pending';
import { ORDER, OWNERS, RACE_A, act, bets, deal, family, fix, run } from '../../testing/test-helpers';
import type { GameState } from './types';

/**
 * A one-round, 3-player game with no stables, played to its end: everyone stakes 200 to Show on
 * a horse RACE_A ranks 4th or worse, so money and VP after the race are the starting ones − 200.
 */
function lastRound(money: number[], tokens: number[]): GameState {
  let s = family(['A', 'B', 'C'], {
    stableOrder: ORDER,
    characters: [OWNERS[0], OWNERS[1], OWNERS[2]],
    firstPlayer: 0,
  });
  s.rounds = 1;
  s.players.forEach((p, i) => ((p.money = money[i]), (p.vpTokens = tokens[i]), (p.stables = [])));
  s = deal(s, { 0: [1, 8], 1: [2, 9], 2: [3, 10] });
  const stake = (i: number): number => Math.max(200, 100 * tokens[i]);
  s = bets(s, { 0: ['green', 'show', stake(0)], 1: ['yellow', 'show', stake(1)], 2: ['white', 'show', stake(2)] });
  s = fix(s, {
    0: [
      [1, 'white'],
      [8, 'white'],
    ],
    1: [
      [2, 'white'],
      [9, 'white'],
    ],
    2: [
      [3, 'white'],
      [10, 'white'],
    ],
  });
  s = bets(s, { 0: null, 1: null, 2: null });
  return run(s, RACE_A);
}
const places = (s: GameState): number[][] => s.result!.map((r) => [r.seat, r.place, r.vp, r.money]);

describe('end of the game (en-rulebook "4.1 The end of the game"; docs/rules.md §9)', () => {
  it('most VP wins, whatever the money', () => {
    const s = lastRound([1000, 5000, 5000], [3, 1, 1]);
    expect(s.phase).toBe('gameOver');
    expect(places(s)).toEqual([
      [0, 1, 3, 700],
      [1, 2, 1, 4800],
      [2, 2, 1, 4800],
    ]);
    expect(s.victory).toEqual({ seat: 0, by: 'vp', tied: [] });
  });

  it('Family Game: equal VP, then the most money wins', () => {
    const s = lastRound([3000, 3100, 3000], [1, 1, 1]);
    expect(s.phase).toBe('gameOver');
    expect(places(s)).toEqual([
      [1, 1, 1, 2900],
      [0, 2, 1, 2800],
      [2, 2, 1, 2800],
    ]);
    // The end screen says why: equal VP, and the money decided.
    expect(s.victory).toEqual({ seat: 1, by: 'money', tied: [0, 1, 2] });
  });

  it('still tied: a uniformly random pick among the tied (the tieBreak chance step)', () => {
    const s = lastRound([3000, 3100, 3100], [1, 1, 1]);
    expect(s.phase).toBe('tieBreak');
    expect(s.tied).toEqual([1, 2]);
    expect(pending(s)).toEqual({ kind: 'chance' });
    expect(chanceOutcomes(s)).toEqual([
      { action: { type: 'chance', kind: 'tieBreak', seat: 1 }, probability: 1 / 2 },
      { action: { type: 'chance', kind: 'tieBreak', seat: 2 }, probability: 1 / 2 },
    ]);
    // Seat 0 has less money: it cannot be picked.
    expect(validateAction(s, { type: 'chance', kind: 'tieBreak', seat: 0 })?.code).toBe('BAD_OUTCOME');
    const r = applyAction(s, { type: 'chance', kind: 'tieBreak', seat: 2 });
    expect(r.ok).toBe(true);
    const t = act(s, { type: 'chance', kind: 'tieBreak', seat: 2 });
    expect(t.phase).toBe('gameOver');
    expect(places(t)).toEqual([
      [2, 1, 1, 2900],
      [1, 2, 1, 2900],
      [0, 3, 1, 2800],
    ]);
    expect(pending(t)).toEqual({ kind: 'over' });
    // Equal VP for all three; the money left two tied, and the draw picked seat 2.
    expect(t.victory).toEqual({ seat: 2, by: 'draw', tied: [0, 1, 2] });
  });

  it('everyone tied: every player may be picked, with probability 1/3 each', () => {
    const s = lastRound([3000, 3000, 3000], [1, 1, 1]);
    expect(s.tied).toEqual([0, 1, 2]);
    expect(chanceOutcomes(s).map((o) => o.probability)).toEqual([1 / 3, 1 / 3, 1 / 3]);
    const t = act(s, { type: 'chance', kind: 'tieBreak', seat: 1 });
    expect(places(t)).toEqual([
      [1, 1, 1, 2800],
      [0, 2, 1, 2800],
      [2, 2, 1, 2800],
    ]);
  });

  it('VP counts stables: one VP per Stable Owner card (docs/rules.md §3)', () => {
    let s = lastRound([3000, 3000, 3000], [1, 1, 1]);
    expect(s.phase).toBe('tieBreak');
    s = lastRoundWithStable();
    expect(s.phase).toBe('gameOver');
    expect(s.result![0]).toMatchObject({ seat: 2, place: 1, vp: 2 });
    expect(s.result![0].vpSources).toEqual({
      start: 1,
      bets: 0,
      stables: 1,
      auctions: 0,
      penalties: 0,
      goals: 0,
      lost: 0,
    });
  });
});

/** As lastRound with equal money, but seat 2 keeps the (unplaced) yellow stable. */
function lastRoundWithStable(): GameState {
  let s = family(['A', 'B', 'C'], {
    stableOrder: ORDER,
    characters: [OWNERS[0], OWNERS[1], OWNERS[2]],
    firstPlayer: 0,
  });
  s.rounds = 1;
  s.players.forEach((p) => ((p.money = 3000), (p.vpTokens = 1), (p.stables = [])));
  s.players[2].stables = ['yellow'];
  s = deal(s, { 0: [1, 8], 1: [2, 9], 2: [3, 10] });
  s = bets(s, { 0: ['green', 'show', 200], 1: ['yellow', 'show', 200], 2: ['white', 'show', 200] });
  s = fix(s, {
    0: [
      [1, 'white'],
      [8, 'white'],
    ],
    1: [
      [2, 'white'],
      [9, 'white'],
    ],
    2: [
      [3, 'white'],
      [10, 'white'],
    ],
  });
  s = bets(s, { 0: null, 1: null, 2: null });
  return run(s, RACE_A);
}
