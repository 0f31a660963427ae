import { describe, expect, it } from 'vitest';
import { applyAction, validateAction } from '../core/engine';
import { legalActions } from '../core/legal-actions';
import { pending } from '../core/pending';
import { loseTwoVp, minimumBet } from '../core/players';
import { ORDER, OWNERS, act, bets, deal, family, fix } from '../../testing/test-helpers';
import type { GameState } from '../core/types';

const HANDS3 = { 0: [1, 8], 1: [2, 9], 2: [3, 10] };
const VOID3 = {
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
} as const;

/** Three players (Adam, Bea, Carl), Bea first: black 1:2 … white 1:7, 2 VP each (token + stable). */
function three(): GameState {
  return family(['Adam', 'Bea', 'Carl'], {
    stableOrder: ORDER,
    characters: [OWNERS[0], OWNERS[1], OWNERS[2]],
    firstPlayer: 1,
  });
}

describe('second bets (en-rulebook "2.3 Second bets", example "Second bets"; docs/rules.md §4)', () => {
  it('first bets clockwise from the first player; second bets counter-clockwise from their right, first player last', () => {
    let s = deal(three(), HANDS3);
    const firstOrder: number[] = [];
    while (s.phase === 'firstBets') {
      const seat = (pending(s) as { seat: number }).seat;
      firstOrder.push(seat);
      s = act(s, { type: 'bet', seat, horse: (['red', 'blue', 'green'] as const)[seat], kind: 'win', stake: 200 });
    }
    expect(firstOrder).toEqual([1, 2, 0]);
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
    const secondOrder: number[] = [];
    while (s.phase === 'secondBets') {
      const seat = (pending(s) as { seat: number }).seat;
      secondOrder.push(seat);
      s = act(s, { type: 'pass', seat });
    }
    expect(secondOrder).toEqual([0, 2, 1]);
  });

  it('Adam: Red to Win first; then Red to Show is allowed, Red to Win is refused (DUPLICATE_BET) and nothing changes', () => {
    let s = deal(three(), HANDS3);
    s = bets(s, { 1: ['blue', 'win', 200], 2: ['green', 'win', 200], 0: ['red', 'win', 200] });
    s = fix(s, VOID3);
    expect(s.phase).toBe('secondBets');
    expect(pending(s)).toEqual({ kind: 'player', seat: 0 });
    const before = JSON.stringify(s);
    const again = { type: 'bet', seat: 0, horse: 'red', kind: 'win', stake: 300 };
    expect(validateAction(s, again)?.code).toBe('DUPLICATE_BET');
    const r = applyAction(s, again);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('DUPLICATE_BET');
    expect(JSON.stringify(s)).toBe(before);
    // The legal moves offer Red to Show but not Red to Win.
    const red = legalActions(s)
      .filter((m) => m.type === 'bet' && m.horse === 'red')
      .map((m) => m.type === 'bet' && m.kind);
    expect(red).toEqual(['show']);
    s = act(s, { type: 'bet', seat: 0, horse: 'red', kind: 'show', stake: 300 });
    expect(s.bets.filter((b) => b.seat === 0)).toEqual([
      { seat: 0, horse: 'red', kind: 'win', stake: 200 },
      { seat: 0, horse: 'red', kind: 'show', stake: 300 },
    ]);
    expect(s.players[0].money).toBe(3400 - 500);
    expect(s.betTokens).toEqual([2, 1, 1, 0, 2, 2]); // lanes black, blue, green, red, yellow, white
  });

  it('a bet needs a free token of its colour (docs/rules.md §4, NO_TOKEN)', () => {
    let s = deal(three(), HANDS3);
    s = act(s, { type: 'bet', seat: 1, horse: 'red', kind: 'win', stake: 200 });
    s = act(s, { type: 'bet', seat: 2, horse: 'red', kind: 'show', stake: 200 });
    expect(validateAction(s, { type: 'bet', seat: 0, horse: 'red', kind: 'win', stake: 200 })?.code).toBe('NO_TOKEN');
  });
});

describe('the minimum bet (en-rulebook "2.1 First bets: The minimum bet", example; docs/rules.md §3)', () => {
  it('5 VP → minimum bet 500', () => {
    const s = three();
    s.players[0].vpTokens = 4; // + 1 stable = 5 VP
    expect(minimumBet(s.players[0])).toBe(500);
    expect(minimumBet({ ...s.players[0], vpTokens: 0, stables: [] })).toBe(100);
  });

  it('a lower stake is refused with BAD_STAKE; the minimum is accepted', () => {
    let s = three();
    s.players[1].vpTokens = 4;
    s = deal(s, HANDS3);
    expect(pending(s)).toEqual({ kind: 'player', seat: 1 });
    expect(validateAction(s, { type: 'bet', seat: 1, horse: 'red', kind: 'win', stake: 400 })?.code).toBe('BAD_STAKE');
    expect(validateAction(s, { type: 'bet', seat: 1, horse: 'red', kind: 'win', stake: 550 })?.code).toBe('BAD_STAKE');
    expect(validateAction(s, { type: 'bet', seat: 1, horse: 'red', kind: 'win', stake: 3700 })?.code).toBe(
      'NOT_ENOUGH_MONEY',
    );
    const moves = legalActions(s);
    expect(moves[0]).toMatchObject({ type: 'bet', minStake: 500, maxStake: 3600 });
    s = act(s, { type: 'bet', seat: 1, horse: 'red', kind: 'win', stake: 500 });
    expect(s.players[1].money).toBe(3100);
  });

  it('a player who cannot cover the minimum loses 2 VP and makes no first bet, but may make a second bet', () => {
    let s = three();
    // Bea: 3 tokens + 1 stable = 4 VP → minimum 400, but only 300.
    s.players[1].vpTokens = 3;
    s.players[1].money = 300;
    s = deal(s, HANDS3);
    expect(s.players[1].vpTokens).toBe(1);
    expect(s.players[1].stables).toEqual(['green']);
    expect(s.players[1].money).toBe(300);
    expect(pending(s)).toEqual({ kind: 'player', seat: 2 }); // Bea skipped
    s = bets(s, { 2: ['red', 'win', 200], 0: ['blue', 'win', 200] });
    expect(s.bets.some((b) => b.seat === 1)).toBe(false);
    s = fix(s, VOID3);
    // Second bets: Adam (right of Bea), Carl, then Bea: now 2 VP → minimum 200 ≤ 300.
    s = bets(s, { 0: null, 2: null, 1: ['black', 'show', 300] });
    expect(s.bets.filter((b) => b.seat === 1)).toEqual([{ seat: 1, horse: 'black', kind: 'show', stake: 300 }]);
  });

  it('the penalty takes tokens first, then the cheapest stables (lowest price, then lane order)', () => {
    let s = three();
    s.players[1].vpTokens = 1;
    s.players[1].stables = ['green', 'black', 'white']; // 1:3 = 1900, 1:2 = 2100, 1:7 = 1100
    s.players[1].money = 0;
    s = deal(s, HANDS3);
    expect(s.players[1].vpTokens).toBe(0);
    expect(s.players[1].stables).toEqual(['green', 'black']);
    expect(s.players[1].forfeited).toBe(false);
  });

  it('equal prices: the stable earlier in lane order goes first', () => {
    const s = three();
    s.players[0].vpTokens = 0;
    s.players[0].stables = ['white', 'yellow', 'blue'];
    s.odds = [0, 5, 1, 2, 4, 5]; // blue and white both 1:7, yellow 1:6
    expect(loseTwoVp(s, 0)).toBe(true);
    expect(s.players[0].stables).toEqual(['yellow']);
  });

  it('under 2 VP: the player forfeits and leaves the turn order (docs/rules.md §3, §9)', () => {
    let s = three();
    s.players[1].vpTokens = 0; // 1 stable = 1 VP
    s.players[1].money = 0;
    s = deal(s, HANDS3);
    expect(s.players[1].forfeited).toBe(true);
    expect(s.players[1].stables).toEqual([]);
    expect(s.forfeits).toEqual([1]);
    // Bea was the first player: the role passes to Carl, on her left.
    expect(s.firstPlayer).toBe(2);
    expect(pending(s)).toEqual({ kind: 'player', seat: 2 });
    s = bets(s, { 2: ['red', 'win', 200], 0: ['blue', 'win', 200] });
    expect(s.phase).toBe('fixing');
  });

  it('a two-player game ends when one player forfeits; the other wins (docs/rules.md §9)', () => {
    let s = family(['A', 'B'], { stableOrder: ORDER, characters: [OWNERS[0], OWNERS[1]], firstPlayer: 0 });
    s.players[0].vpTokens = 0;
    s.players[0].money = 0;
    s = deal(s, { 0: [1, 8], 1: [2, 9] });
    expect(s.phase).toBe('gameOver');
    expect(s.result!.map((r) => [r.seat, r.place, r.forfeited])).toEqual([
      [1, 1, false],
      [0, 2, true],
    ]);
  });
});
