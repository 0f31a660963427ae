import { describe, expect, it } from 'vitest';
import { validateAction } from '../core/engine';
import { legalActions } from '../core/legal-actions';
import { act, boardGame, passRest, toAct, toRace } from '../../testing/board-table';
import { RACE_A, run, type BetSpec } from '../../testing/test-helpers';
import type { GameState } from '../core/types';

/** The VP auctions after the new odds: en-rulebook "4.0 Auction phase"; docs/rules.md §8. */

/** A Board Game of n players at the start of the Dutch auction (every bet lost, seat 0 first). */
function atAuction(n: number, prepare: (s: GameState) => void = () => {}): GameState {
  let s = boardGame(n);
  prepare(s);
  s = passRest(s);
  const first: Record<number, BetSpec> = {};
  for (let seat = 0; seat < n; seat++)
    first[seat] = [
      seat % 2 === 0 ? 'white' : 'yellow',
      'show',
      100 * (s.players[seat].vpTokens + s.players[seat].stables.length),
    ];
  s = run(toRace(s, { first }), RACE_A);
  expect(s.phase).toBe('auction');
  return s;
}

/** Answers in turn; returns the state and the seat asked for each answer, with the price asked. */
function answer(s: GameState, answers: boolean[]): { s: GameState; asked: [number, number][] } {
  const asked: [number, number][] = [];
  for (const accept of answers) {
    const seat = toAct(s);
    asked.push([seat, s.auction!.price]);
    s = act(s, { type: 'bid', seat, accept });
  }
  return { s, asked };
}

describe('Dutch auction, selling 1 VP (en-rulebook "4.1 Dutch auction"; docs/rules.md §8)', () => {
  it('the rulebook example: John, Jack, James and Jim; James sells at 700', () => {
    const s0 = atAuction(4);
    expect(s0.auction).toMatchObject({ kind: 'dutch', price: 1000 });
    const before = s0.players.map((p) => [p.money, p.vpTokens]);
    // John 1000 yes, Jack no, James 900 yes, Jim no, John 800 yes, James 700 yes, John 600 no.
    const { s, asked } = answer(s0, [true, false, true, false, true, true, false]);
    expect(asked).toEqual([
      [0, 1000],
      [1, 900],
      [2, 900],
      [3, 800],
      [0, 800],
      [2, 700],
      [0, 600],
    ]);
    expect(s.lastRace!.auctions).toEqual([{ kind: 'dutch', deal: { seat: 2, price: 700 } }]);
    expect(s.players[2].money).toBe(before[2][0] + 700);
    expect(s.players[2].vpTokens).toBe(before[2][1] - 1);
    expect(s.players.filter((_, seat) => seat !== 2).map((p) => [p.money, p.vpTokens])).toEqual(
      before.filter((_, seat) => seat !== 2),
    );
    // The English auction follows, from the first player again.
    expect(s.auction).toMatchObject({ kind: 'english', price: 1000 });
    expect(toAct(s)).toBe(0);
  });

  it('only players with a VP token take part', () => {
    const s = atAuction(3, (t) => (t.players[1].vpTokens = 0));
    expect(s.queue).toEqual([0, 2]);
  });

  it('the offer falls 100 after each acceptance; an acceptance at 100 ends it', () => {
    const s0 = atAuction(3, (t) => (t.players[2].vpTokens = 0));
    const { s, asked } = answer(s0, Array(10).fill(true));
    expect(asked.map(([, price]) => price)).toEqual([1000, 900, 800, 700, 600, 500, 400, 300, 200, 100]);
    expect(s.lastRace!.auctions[0]).toEqual({ kind: 'dutch', deal: { seat: 1, price: 100 } });
    expect(s.auction!.kind).toBe('english');
  });

  it('no acceptance: no sale', () => {
    const s0 = atAuction(3);
    const { s } = answer(s0, [false, false, false]);
    expect(s.lastRace!.auctions[0]).toEqual({ kind: 'dutch', deal: null });
    expect(s.players.map((p) => p.vpTokens)).toEqual(s0.players.map((p) => p.vpTokens));
  });

  it('a lone acceptor sells at the price accepted', () => {
    const { s } = answer(atAuction(3), [false, true, false]);
    expect(s.lastRace!.auctions[0]).toEqual({ kind: 'dutch', deal: { seat: 1, price: 1000 } });
  });
});

describe('English auction, buying 1 VP (en-rulebook "4.2 English auction"; docs/rules.md §8)', () => {
  /** At the English auction, with the Dutch one refused by all. */
  function atEnglish(prepare: (s: GameState) => void = () => {}): GameState {
    let s = atAuction(3);
    s = answer(s, [false, false, false]).s;
    prepare(s);
    return s;
  }

  it('1000 first, then 100 more per acceptance; the last acceptor buys; a dropped player never comes back', () => {
    const s0 = atEnglish();
    const { s, asked } = answer(s0, [true, false, true, true, false]);
    expect(asked).toEqual([
      [0, 1000],
      [1, 1100],
      [2, 1100],
      [0, 1200],
      [2, 1300],
    ]);
    expect(s.lastRace!.auctions[1]).toEqual({ kind: 'english', deal: { seat: 0, price: 1200 } });
    expect(s.players[0]).toMatchObject({ money: s0.players[0].money - 1200, vpTokens: s0.players[0].vpTokens + 1 });
    expect(s.phase).toBe('purchase');
    expect(s.round).toBe(2);
  });

  it('only a price one can pay: a player who cannot is skipped', () => {
    const s0 = atEnglish((t) => (t.players[1].money = 1050));
    let s = act(s0, { type: 'bid', seat: 0, accept: true });
    // Seat 1 cannot pay 1100: skipped, and out for good.
    expect(toAct(s)).toBe(2);
    s = answer(s, [false]).s;
    expect(s.lastRace!.auctions[1]).toEqual({ kind: 'english', deal: { seat: 0, price: 1000 } });
  });

  it('accepting is not offered when the price is too high; dropping is', () => {
    const t = atEnglish();
    expect(legalActions(t)).toEqual([
      { type: 'bid', seat: 0, accept: true, price: 1000 },
      { type: 'bid', seat: 0, accept: false, price: 1000 },
    ]);
    t.players[0].money = 999;
    expect(legalActions(t)).toEqual([{ type: 'bid', seat: 0, accept: false, price: 1000 }]);
    expect(validateAction(t, { type: 'bid', seat: 0, accept: true })?.code).toBe('NOT_ENOUGH_MONEY');
  });
});
