import { describeError } from '../core/errors';
import { describe, expect, it } from 'vitest';
import { COLORS, type Color } from '../core/colors';
import { applyPartyAction, applyPartyActionInPlace } from './engine';
import { partyLegalActions, partyPending } from './moves';
import { partyChanceOutcomes } from './chance';
import { newPartyGame } from './setup';
import { partyView } from './view';
import type { PartyAction, PartyOptions, PartyState } from './types';

// Rules of the Party Game: fr-classic-edition-rulebook "Party Game" and docs/rules.md §11.

function game(players = ['Ann', 'Bob', 'Cid'], partyOptions: PartyOptions['partyOptions'] = {}): PartyState {
  return newPartyGame({ mode: 'party', players, seed: 'rules', partyOptions });
}

function act(s: PartyState, a: PartyAction): void {
  const e = applyPartyActionInPlace(s, a);
  if (e) throw new Error(describeError(e));
}

const bookmaker = (seat: number): PartyAction => ({ type: 'chance', kind: 'bookmaker', seat });
const card = (no: number, order: readonly Color[] = COLORS): PartyAction => ({
  type: 'chance',
  kind: 'movement',
  card: no,
  order: order.slice(),
});
const bet = (seat: number, kind: 'win' | 'show', horse: Color, stake: number): PartyAction => ({
  type: 'bet',
  seat,
  kind,
  horse,
  stake,
});

const FOUR_FIRST: Color[] = ['green', 'red', 'yellow', 'white', 'black', 'blue'];
/** Cards 17, 1, 16, 2 give black and blue a 3 or 4 and the others 2; 20 and 19 give the four others 2 (docs/rules.md §1). */
const BLACK_BLUE_THEN_FOUR_TIED = [
  card(17),
  card(1),
  card(16), // black 10, blue 9, the others 6
  card(2, ['black', 'green', 'blue', 'red', 'yellow', 'white']), // black 13: first; blue 12: second; the others 8
  card(20, FOUR_FIRST),
  card(19, FOUR_FIRST), // four horses on 12: a tie
];

describe('Party Game setup (fr-classic-edition-rulebook "Party Game", Préparation; docs/rules.md §11)', () => {
  it('gives everyone the same money (default 2000) and plays 6 races unless chosen otherwise', () => {
    const s = game();
    expect(s.players.map((p) => p.money)).toEqual([2000, 2000, 2000]);
    expect(s.races).toBe(6);
    const t = game(['a', 'b'], { races: 3, startingMoney: 500 });
    expect(t.players.map((p) => p.money)).toEqual([500, 500]);
    expect(t.races).toBe(3);
  });

  it('takes 2 to 12 seats, and money in multiples of 100', () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `P${i}`);
    expect(game(names(12)).players).toHaveLength(12);
    expect(() => game(names(1))).toThrow(/players/);
    expect(() => game(names(13))).toThrow(/players/);
    expect(() => game(names(3), { startingMoney: 1050 })).toThrow(/startingMoney/);
    expect(() => game(names(3), { races: 0 })).toThrow(/races/);
  });

  it('draws the first bookmaker at random: a chance step over every seat alike', () => {
    const s = game(['a', 'b', 'c', 'd']);
    expect(partyPending(s)).toEqual({ kind: 'chance' });
    const outcomes = partyChanceOutcomes(s);
    expect(outcomes.map((o) => o.action)).toEqual([0, 1, 2, 3].map(bookmaker));
    expect(outcomes.every((o) => o.probability === 0.25)).toBe(true);
  });
});

describe('Party Game betting (docs/rules.md §11)', () => {
  it('runs clockwise from the bookmaker’s left; the bookmaker does not bet', () => {
    const s = game(['a', 'b', 'c', 'd']);
    act(s, bookmaker(2));
    expect(s.queue).toEqual([3, 0, 1]);
    expect(partyPending(s)).toEqual({ kind: 'player', seat: 3 });
    expect(applyPartyAction(s, bet(2, 'win', 'red', 100))).toMatchObject({
      ok: false,
      error: { code: 'NOT_YOUR_TURN' },
    });
  });

  it('asks each bettor for one Show and one Win bet, in either order, the same horse allowed', () => {
    const s = game();
    act(s, bookmaker(0));
    const kinds = new Set(partyLegalActions(s).map((m) => m.type === 'bet' && m.kind));
    expect(kinds).toEqual(new Set(['win', 'show']));
    act(s, bet(1, 'win', 'red', 500));
    expect(partyLegalActions(s).every((m) => m.type === 'bet' && m.kind === 'show' && m.seat === 1)).toBe(true);
    act(s, bet(1, 'show', 'red', 300));
    expect(partyPending(s)).toEqual({ kind: 'player', seat: 2 });
  });

  it('takes each stake at once, a multiple of 100, at least 100, and keeps 100 back for the second bet', () => {
    const s = game();
    act(s, bookmaker(0));
    expect(partyLegalActions(s)[0]).toMatchObject({ minStake: 100, maxStake: 1900 });
    for (const stake of [0, 50, 150, -100]) {
      expect(applyPartyAction(s, bet(1, 'win', 'red', stake))).toMatchObject({
        ok: false,
        error: { code: 'BAD_STAKE' },
      });
    }
    expect(applyPartyAction(s, bet(1, 'win', 'red', 2000))).toMatchObject({
      ok: false,
      error: { code: 'STAKE_KEEPS_RESERVE' },
    });
    act(s, bet(1, 'win', 'red', 1900));
    expect(s.players[1].money).toBe(100);
    expect(applyPartyAction(s, bet(1, 'win', 'blue', 100))).toMatchObject({
      ok: false,
      error: { code: 'DUPLICATE_BET' },
    });
    expect(partyLegalActions(s)[0]).toMatchObject({ minStake: 100, maxStake: 100 });
    act(s, bet(1, 'show', 'red', 100));
    expect(s.players[1].money).toBe(0);
  });

  it('lets a player with only 100 place one bet of their choice', () => {
    const s = game(['a', 'b', 'c'], { startingMoney: 100 });
    act(s, bookmaker(0));
    expect(partyLegalActions(s)[0]).toMatchObject({ minStake: 100, maxStake: 100 });
    act(s, bet(1, 'show', 'green', 100));
    expect(partyPending(s)).toEqual({ kind: 'player', seat: 2 });
    expect(s.bets).toEqual([{ seat: 1, kind: 'show', horse: 'green', stake: 100 }]);
  });

  it('refuses bad input and leaves the state untouched', () => {
    const s = game();
    act(s, bookmaker(0));
    const before = JSON.stringify(s);
    for (const a of [
      bet(2, 'win', 'red', 100),
      { type: 'bet', seat: 1, kind: 'place', horse: 'red', stake: 100 },
      { type: 'bet', seat: 12, kind: 'win', horse: 'red', stake: 100 },
      { type: 'photoOrder', seat: 1, order: ['red', 'blue'] },
      card(1),
      bookmaker(1),
      null,
      'bet',
    ]) {
      const r = applyPartyAction(s, a);
      expect(r.ok).toBe(false);
      expect(JSON.stringify(s)).toBe(before);
    }
  });
});

describe('Party Game race (fr-classic-edition-rulebook "Party Game", Déroulement; docs/rules.md §11)', () => {
  function betAndStart(): PartyState {
    const s = game();
    act(s, bookmaker(1));
    act(s, bet(2, 'win', 'black', 500));
    act(s, bet(2, 'show', 'blue', 300));
    act(s, bet(0, 'show', 'green', 1000));
    act(s, bet(0, 'win', 'red', 900));
    return s;
  }

  it('starts six horses on square 0 once everyone has bet; a card’s values go to the horses in the drawn order', () => {
    const s = betAndStart();
    expect(s.phase).toBe('race');
    expect(s.track!.positions).toEqual([0, 0, 0, 0, 0, 0]);
    act(s, card(17, ['white', 'yellow', 'red', 'green', 'blue', 'black']));
    // Card 17 is 4,3,2,2,2,2: white takes the 4, yellow the 3.
    expect(s.track!.positions).toEqual([2, 2, 2, 2, 3, 4]);
    expect(s.movementDeck).not.toContain(17);
  });

  it('offers every card with every order of the horses, all equally likely', () => {
    const s = betAndStart();
    const outcomes = partyChanceOutcomes(s);
    expect(outcomes).toHaveLength(23 * 720);
    expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
    expect(new Set(outcomes.map((o) => JSON.stringify(o.action))).size).toBe(23 * 720);
  });

  it('ranks horses as they reach square 12, leaves them out of later cards, and lets the bookmaker order a tie', () => {
    const s = betAndStart();
    for (const a of BLACK_BLUE_THEN_FOUR_TIED.slice(0, -1)) act(s, a);
    expect(partyView(s, 0).tie).toBeNull();
    act(s, BLACK_BLUE_THEN_FOUR_TIED.at(-1)!);
    // Every seat's view names the tie the bookmaker orders (the table draws it from there).
    expect(partyView(s, 0).tie).toEqual([2, 3, 4, 5]);
    const t = s.track!;
    expect(t.ranking).toEqual([0, 1]);
    expect(t.positions).toEqual([13, 12, 12, 12, 12, 12]);
    expect(partyPending(s)).toEqual({ kind: 'player', seat: 1 });
    expect(partyLegalActions(s)).toEqual([{ type: 'photoOrder', seat: 1, tied: ['green', 'red', 'yellow', 'white'] }]);
    expect(
      applyPartyAction(s, { type: 'photoOrder', seat: 0, order: ['green', 'red', 'yellow', 'white'] }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
    expect(applyPartyAction(s, { type: 'photoOrder', seat: 1, order: ['green', 'red', 'yellow'] })).toMatchObject({
      ok: false,
      error: { code: 'BAD_ORDER' },
    });
    act(s, { type: 'photoOrder', seat: 1, order: ['green', 'red', 'yellow', 'white'] });
    expect(partyView(s, 1).tie).toBeNull();
    expect(s.lastRace!.ranking).toEqual(['black', 'blue', 'green', 'red', 'yellow', 'white']);
  });

  it('ranks more squares beyond the line first when several arrive on one card', () => {
    const s = betAndStart();
    for (const a of BLACK_BLUE_THEN_FOUR_TIED.slice(0, 3)) act(s, a); // black 10, blue 9, the others 6
    act(s, card(2, ['blue', 'green', 'black', 'red', 'yellow', 'white'])); // black 13 first, blue 12 second
    act(s, card(18, FOUR_FIRST)); // 4,2,2,2: green 12, the others 10
    act(s, card(5, ['white', 'black', 'blue', 'green', 'red', 'yellow'])); // red 13, yellow 13, white 12
    expect(s.track!.ranking).toEqual([0, 1, 2]);
    expect(s.track!.arriving).toEqual([[3, 4], [5]]);
    act(s, { type: 'photoOrder', seat: 1, order: ['yellow', 'red'] });
    expect(s.lastRace!.ranking).toEqual(['black', 'blue', 'green', 'yellow', 'red', 'white']);
  });
});

describe('Party Game payoffs and the next bookmaker (docs/rules.md §11)', () => {
  it('pays a Win on the first horse 6 × stake and a Show on places 1–3 2 × stake; other stakes stay with the bank', () => {
    const s = game();
    act(s, bookmaker(1));
    act(s, bet(2, 'win', 'black', 500));
    act(s, bet(2, 'show', 'blue', 300));
    act(s, bet(0, 'show', 'green', 1000));
    act(s, bet(0, 'win', 'red', 900));
    for (const a of BLACK_BLUE_THEN_FOUR_TIED) act(s, a);
    act(s, { type: 'photoOrder', seat: 1, order: ['green', 'red', 'yellow', 'white'] });
    expect(s.lastRace!.payoffs).toEqual([
      { seat: 2, staked: 800, won: 6 * 500 + 2 * 300, gain: 2800 },
      { seat: 0, staked: 1900, won: 2 * 1000, gain: 100 },
    ]);
    expect(s.players.map((p) => p.money)).toEqual([2100, 2000, 4800]);
    // Cid gained most: Cid is the next bookmaker; betting starts on his left.
    expect(s.lastRace!.nextBookmaker).toBe(2);
    expect(s.bookmaker).toBe(2);
    expect(s.queue).toEqual([0, 1]);
    expect(s.race).toBe(2);
  });

  it('gives the bookmaker, on equal gains, to the earliest seat clockwise from the current bookmaker', () => {
    const s = game(['a', 'b', 'c', 'd']);
    act(s, bookmaker(2));
    for (const seat of [3, 0, 1]) {
      act(s, bet(seat, 'win', 'white', 100));
      act(s, bet(seat, 'show', 'white', 100));
    }
    for (const a of BLACK_BLUE_THEN_FOUR_TIED) act(s, a);
    act(s, { type: 'photoOrder', seat: 2, order: ['green', 'red', 'yellow', 'white'] });
    expect(s.lastRace!.payoffs.every((l) => l.gain === -200)).toBe(true);
    expect(s.bookmaker).toBe(3);
  });

  it('puts a player with no money out of the game and ends the game when one player is left with money', () => {
    const s = game(['a', 'b', 'c']);
    act(s, bookmaker(0));
    act(s, bet(1, 'win', 'white', 1900));
    act(s, bet(1, 'show', 'white', 100));
    act(s, bet(2, 'win', 'yellow', 1000));
    act(s, bet(2, 'show', 'yellow', 1000));
    for (const a of BLACK_BLUE_THEN_FOUR_TIED) act(s, a);
    act(s, { type: 'photoOrder', seat: 0, order: ['green', 'red', 'yellow', 'white'] });
    expect(s.lastRace!.out).toEqual([1, 2]);
    expect(s.players.map((p) => p.out)).toEqual([false, true, true]);
    expect(s.phase).toBe('gameOver');
    expect(s.result).toEqual([
      { seat: 0, money: 2000, place: 1, out: false },
      { seat: 1, money: 0, place: 2, out: true },
      { seat: 2, money: 0, place: 2, out: true },
    ]);
  });

  it('skips seats that are out, and ends after the chosen number of races with ties sharing the win', () => {
    const s = game(['a', 'b', 'c'], { races: 2 });
    act(s, bookmaker(0));
    act(s, bet(1, 'win', 'white', 1900));
    act(s, bet(1, 'show', 'white', 100)); // loses everything
    act(s, bet(2, 'win', 'black', 100)); // 6 × 100 back
    act(s, bet(2, 'show', 'green', 100)); // 2 × 100 back
    for (const a of BLACK_BLUE_THEN_FOUR_TIED) act(s, a);
    act(s, { type: 'photoOrder', seat: 0, order: ['green', 'red', 'yellow', 'white'] });
    expect(s.players.map((p) => p.money)).toEqual([2000, 0, 2600]);
    expect(s.bookmaker).toBe(2);
    expect(s.queue).toEqual([0]);
    act(s, bet(0, 'win', 'black', 100));
    act(s, bet(0, 'show', 'blue', 100)); // 2600, level with Cid
    for (const a of BLACK_BLUE_THEN_FOUR_TIED) act(s, a);
    act(s, { type: 'photoOrder', seat: 2, order: ['green', 'red', 'yellow', 'white'] });
    expect(s.phase).toBe('gameOver');
    expect(s.result!.map((r) => [r.money, r.place])).toEqual([
      [2600, 1],
      [0, 3],
      [2600, 1],
    ]); // Everyone's money at the start and after each race, for the final charts.
    expect(s.history).toEqual([
      { race: 0, money: [2000, 2000, 2000] },
      { race: 1, money: [2000, 0, 2600] },
      { race: 2, money: [2600, 0, 2600] },
    ]);
  });

  it('alternates the bookmaker in a 2-seat game', () => {
    const s = game(['a', 'b'], { races: 4 });
    act(s, bookmaker(1));
    for (let race = 0; race < 3; race++) {
      const bettor = 1 - s.bookmaker!;
      act(s, bet(bettor, 'win', 'black', 100));
      act(s, bet(bettor, 'show', 'white', 100));
      for (const a of BLACK_BLUE_THEN_FOUR_TIED) act(s, a);
      act(s, { type: 'photoOrder', seat: 1 - bettor, order: ['green', 'red', 'yellow', 'white'] });
      expect(s.bookmaker).toBe(bettor);
    }
  });
});
