import { describe, expect, it } from 'vitest';
import { act, boardGame, give, passRest, toRace } from '../../testing/board-table';
import { RACE_A, run, type BetSpec } from '../../testing/test-helpers';
import type { GameState } from '../core/types';

/**
 * Board Game payoffs from Assistant and Horse cards: en-rulebook "3.5 Payoffs" and "Assistant
 * cards"; docs/rules.md §6. Every race here is RACE_A: red, black, blue, green, yellow, white.
 */

/** Seats 0–2 own black (2nd), green (4th), red (1st); all bets lose unless `first` says otherwise. */
function race(
  prepare: (s: GameState) => void,
  o: { lineup?: Parameters<typeof toRace>[1]['lineup']; first?: Record<number, BetSpec> } = {},
): GameState {
  let s = boardGame(3);
  prepare(s);
  s = passRest(s);
  s = toRace(s, {
    lineup: o.lineup,
    first: o.first ?? { 0: ['white', 'show', 200], 1: ['yellow', 'show', 200], 2: ['yellow', 'show', 200] },
  });
  return run(s, RACE_A);
}

const money = (s: GameState): number[] => s.players.map((p) => p.money);
/** After passing twice (+800) and a 200 stake: 600 more than each character's starting money. */
const BASE = [3400 + 600 + 400, 3600 + 600, 3800 + 600 + 600];

describe('Board Game payoffs (en-rulebook "3.5 Payoffs"; docs/rules.md §6)', () => {
  it('no cards: the stable prizes only (red 1st 600 to seat 2, black 2nd 400 to seat 0)', () => {
    const s = race(() => {});
    expect(s.lastRace!.ranking).toEqual(['red', 'black', 'blue', 'green', 'yellow', 'white']);
    expect(money(s)).toEqual(BASE);
  });

  it("Brian O'Fist: the player on the right (seat 0 for seat 1) pays 200", () => {
    const s = race((t) => give(t, 1, [31]));
    expect(money(s)).toEqual([BASE[0] - 200, BASE[1] + 200, BASE[2]]);
    expect(s.lastRace!.payoffs.find((l) => l.seat === 0)!.items).toContainEqual({ kind: 'paid', to: 1, amount: 200 });
    // The owner's payoff line counts the 200 received (seat 1's green came 4th: no prize), and its
    // net the 200 staked on yellow, which lost.
    expect(s.lastRace!.payoffs.find((l) => l.seat === 1)).toMatchObject({
      money: 200,
      stakes: 200,
      net: 0,
      items: [
        { kind: 'lost', horse: 'yellow', bet: 'show', stake: 200 },
        { kind: 'received', from: 0, amount: 200 },
      ],
    });
  });

  it('Pedro Pugnós: the player on the left (seat 2 for seat 1) pays 200', () => {
    const s = race((t) => give(t, 1, [32]));
    expect(money(s)).toEqual([BASE[0], BASE[1] + 200, BASE[2] - 200]);
    expect(s.lastRace!.payoffs.find((l) => l.seat === 1)).toMatchObject({
      money: 200,
      items: [
        { kind: 'lost', horse: 'yellow', bet: 'show', stake: 200 },
        { kind: 'received', from: 2, amount: 200 },
      ],
    });
  });

  it("Brian O'Fist and Pedro Pugnós together: the owner's line says +600 with a stable prize of 200", () => {
    // Seat 1 owns blue (3rd, 200) instead of green; both neighbours pay it 200.
    const s = race((t) => {
      give(t, 1, [31, 32]);
      t.players[1].stables = ['blue'];
    });
    const line = s.lastRace!.payoffs.find((l) => l.seat === 1)!;
    expect(line).toMatchObject({ money: 600, stakes: 200, net: 400 });
    expect(line.items).toEqual([
      { kind: 'lost', horse: 'yellow', bet: 'show', stake: 200 },
      { kind: 'stablePrize', horse: 'blue', prize: 200 },
      { kind: 'received', from: 0, amount: 200 },
      { kind: 'received', from: 2, amount: 200 },
    ]);
  });

  it('Daniel Jackson: 300 from the bank', () => {
    const s = race((t) => give(t, 0, [33]));
    expect(money(s)).toEqual([BASE[0] + 300, BASE[1], BASE[2]]);
    expect(s.lastRace!.payoffs.find((l) => l.seat === 0)!.items).toContainEqual({ kind: 'danielJackson', amount: 300 });
  });

  it('Biscuit De Mer: 600 to its owner when lined up (white at 1:7 cannot go lower), nothing when kept in hand', () => {
    const first: Record<number, BetSpec> = {
      0: ['white', 'show', 300],
      1: ['yellow', 'show', 200],
      2: ['yellow', 'show', 200],
    };
    const lined = race(
      (t) => {
        give(t, 0, [42]);
        t.players[0].stables.push('white');
      },
      { lineup: { 0: [{ card: 42, horse: 'white' }] }, first },
    );
    expect(lined.lastRace!.oddsUsed[5]).toBe(5);
    expect(money(lined)).toEqual([BASE[0] - 100 + 600, BASE[1], BASE[2]]);
    expect(lined.lastRace!.payoffs.find((l) => l.seat === 0)!.items).toContainEqual({
      kind: 'horseCard',
      card: 42,
      amount: 600,
    });
    const kept = race(
      (t) => {
        give(t, 0, [42]);
        t.players[0].stables.push('white');
      },
      { first },
    );
    expect(money(kept)).toEqual([BASE[0] - 100, BASE[1], BASE[2]]);
  });

  it('unpaid debts: the payer loses 2 VP instead and the creditor gets nothing (docs/rules.md §6)', () => {
    const s = race(
      (t) => {
        give(t, 1, [31]);
        t.players[0].stables = [];
        t.players[0].vpTokens = 3;
        t.players[0].money = 300 - 800;
      },
      { first: { 0: ['white', 'show', 300], 1: ['yellow', 'show', 200], 2: ['yellow', 'show', 200] } },
    );
    expect(s.players[0]).toMatchObject({ money: 0, vpTokens: 1 });
    expect(s.lastRace!.payoffs.find((l) => l.seat === 0)).toMatchObject({ defaulted: true, money: 0 });
    expect(s.players[1].money).toBe(BASE[1]);
    expect(s.lastRace!.payoffs.find((l) => l.seat === 1)).toMatchObject({
      money: 0,
      net: -200,
      items: [{ kind: 'lost', horse: 'yellow', bet: 'show', stake: 200 }],
    });
  });

  it('Daniel Jackson taken through a Cédric Copieur swap pays its new owner, not the old one', () => {
    let s = boardGame(3);
    give(s, 1, [33]);
    s = act(s, { type: 'buyCard', seat: 0, deck: 'assistant', shuffle: false });
    for (const card of [34, 23, 24, 25]) s = act(s, { type: 'chance', kind: 'draw', card });
    s = act(s, { type: 'keep', seat: 0, card: 34 });
    s = act(s, { type: 'swap', seat: 0, target: 1, card: 33 });
    s = passRest(s);
    s = toRace(s, { first: { 0: ['white', 'show', 200], 1: ['yellow', 'show', 200], 2: ['yellow', 'show', 200] } });
    s = run(s, RACE_A);
    // Seat 0 bought in step 1 (−400) instead of passing (+400).
    expect(money(s)).toEqual([BASE[0] - 800 + 300, BASE[1], BASE[2]]);
  });
});
