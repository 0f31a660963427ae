import { describe, expect, it } from 'vitest';
import { chanceOutcomes } from '../core/chance';
import { enterPhase } from '../core/phases';
import { endGame } from '../core/round-end';
import { act, boardGame, give, passRest, toAct, toRace } from '../../testing/board-table';
import { RACE_A, run } from '../../testing/test-helpers';
import type { GameState } from '../core/types';

/**
 * End of the Board Game: en-rulebook "6.0 The end of the game", "Goal cards", "Loan cards";
 * docs/rules.md §9. Positions are set up directly, then the end-of-game steps run (endGame).
 */

/** Three players with 1 VP token, no stable and 3000 each, ready for the final tally. */
function table(prepare: (s: GameState) => void): GameState {
  const s = boardGame(3);
  for (const p of s.players) Object.assign(p, { money: 3000, vpTokens: 1, stables: [] });
  prepare(s);
  enterPhase(s, endGame(s));
  return s;
}

const goalLines = (s: GameState) => s.ending!.goals;
const vps = (s: GameState) => s.result!.map((r) => [r.seat, r.place, r.vp]);

describe('paying back loans (en-rulebook "6.1 Pay back loans"; docs/rules.md §7, §9)', () => {
  it('Bank 2500, Mob 5000; Aronne 1500, Michele 4000 when owned at repayment', () => {
    const s = table((t) => {
      t.players[0].loans = ['bank'];
      t.players[1].loans = ['bank', 'mob'];
      t.players[1].money = 10000;
      give(t, 1, [28]);
      t.players[2].loans = ['mob'];
      t.players[2].money = 6000;
      give(t, 2, [27]);
    });
    expect(s.players.map((p) => [p.money, p.loans.length])).toEqual([
      [500, 0],
      [10000 - 1500 - 5000, 0],
      [2000, 0],
    ]);
    expect(s.ending!.defaulted).toEqual([]);
    // The end screen lists each loan with what its repayment cost.
    expect(s.ending!.loans).toEqual([
      [{ kind: 'bank', repay: 2500 }],
      [
        { kind: 'bank', repay: 1500 },
        { kind: 'mob', repay: 5000 },
      ],
      [{ kind: 'mob', repay: 4000 }],
    ]);
  });

  it('two loans are repaid in total or not at all; who cannot repay loses: no VP, out of every goal comparison', () => {
    const s = table((t) => {
      t.players[0].loans = ['bank', 'mob'];
      t.players[0].money = 7400;
      t.players[0].vpTokens = 9;
      t.players[0].stables = ['black', 'green', 'red'];
      // Seats 1 and 2 tie on 1 stable for "most stables" once seat 0 is left out.
      t.players[1].stables = ['blue'];
      t.players[2].stables = ['yellow'];
      give(t, 1, [46]);
      give(t, 0, [47]);
    });
    expect(s.ending!.defaulted).toEqual([0]);
    expect(s.players[0].money).toBe(7400);
    expect(goalLines(s)).toEqual([[], [{ card: 46, vp: 1 }], []]);
    expect(s.phase).toBe('gameOver');
    expect(s.result!.map((r) => [r.seat, r.place, r.vp, r.defaulted])).toEqual([
      [1, 1, 3, false],
      [2, 2, 2, false],
      [0, 3, 0, true],
    ]);
  });
});

describe('goal cards (en-rulebook "Goal cards", "6.2 VP counting"; docs/rules.md §9)', () => {
  it('sole best 2 VP, tied best 1 VP, a duplicate scores once; Justice Bros count 2', () => {
    const s = table((t) => {
      t.players[0].stables = ['black', 'white'];
      give(t, 0, [46, 47]);
      give(t, 1, [30, 48]);
      give(t, 2, [23, 24, 49]);
    });
    expect(goalLines(s)).toEqual([
      [
        { card: 46, vp: 2 },
        { card: 47, vp: 0 },
      ],
      [{ card: 48, vp: 1 }],
      [{ card: 49, vp: 1 }],
    ]);
    expect(vps(s)).toEqual([
      [0, 1, 5],
      [1, 2, 2],
      [2, 2, 2],
    ]);
    expect(s.result![0]).toMatchObject({ goalVp: 2 });
  });

  it('"most" needs a count of at least 1; "fewest" counts from 0', () => {
    const s = table((t) => {
      give(t, 0, [52]);
      give(t, 1, [56]);
      t.players[2].stables = ['red'];
    });
    // Nobody has a Horse card: no VP for "most Horse cards". Seats 0 and 1 share the fewest stables (0).
    expect(goalLines(s)).toEqual([[{ card: 52, vp: 0 }], [{ card: 56, vp: 1 }], []]);
  });

  it('Giumenta counts 2 for "most Horse cards"; "most Goal cards" counts the cards held', () => {
    const s = table((t) => {
      give(t, 0, [44, 52]);
      give(t, 1, [36, 37, 53, 50, 51]);
    });
    // Horses: 2 vs 2, tied; goals: seat 1 holds 3, alone.
    expect(goalLines(s)).toEqual([
      [{ card: 52, vp: 1 }],
      [
        { card: 53, vp: 1 },
        { card: 50, vp: 2 },
        { card: 51, vp: 0 },
      ],
      [],
    ]);
  });

  it('most money counts after the loans are repaid', () => {
    const s = table((t) => {
      t.players[1].money = 3400;
      t.players[1].loans = ['bank'];
      give(t, 1, [54]);
      t.players[2].money = 3100;
      give(t, 2, [55]);
    });
    // Seat 1: 3400 − 2500 = 900; seat 2 has the most with 3100.
    expect(goalLines(s)).toEqual([[], [{ card: 54, vp: 0 }], [{ card: 55, vp: 2 }]]);
  });

  it('fewest VP counts the VP before goals', () => {
    const s = table((t) => {
      t.players[0].vpTokens = 0;
      t.players[0].stables = ['white'];
      give(t, 0, [58, 46]);
      t.players[1].vpTokens = 2;
      give(t, 2, [59]);
    });
    // Before goals seats 0 and 2 have 1 VP, seat 1 has 2: seats 0 and 2 tie for fewest.
    expect(goalLines(s)).toEqual([
      [
        { card: 58, vp: 1 },
        { card: 46, vp: 2 },
      ],
      [],
      [{ card: 59, vp: 1 }],
    ]);
    expect(vps(s)).toEqual([
      [0, 1, 4],
      [1, 2, 2],
      [2, 2, 2],
    ]);
  });
});

describe('the winner (en-rulebook "6.2 VP counting"; docs/rules.md §9)', () => {
  it('most VP wins; on equal VP money does not count: a random pick among the tied', () => {
    const s = table((t) => {
      t.players[0].money = 9000;
      t.players[1].vpTokens = 2;
      t.players[2].stables = ['red'];
    });
    expect(s.phase).toBe('tieBreak');
    expect(s.tied).toEqual([1, 2]);
    expect(chanceOutcomes(s).map((o) => [o.action, o.probability])).toEqual([
      [{ type: 'chance', kind: 'tieBreak', seat: 1 }, 0.5],
      [{ type: 'chance', kind: 'tieBreak', seat: 2 }, 0.5],
    ]);
    const t = act(s, { type: 'chance', kind: 'tieBreak', seat: 2 });
    expect(vps(t)).toEqual([
      [2, 1, 2],
      [1, 2, 2],
      [0, 3, 1],
    ]);
  });

  it('a one-round game ends after the auctions with the loans repaid', () => {
    let s = boardGame(3);
    s.rounds = 1;
    s = act(s, { type: 'loan', seat: 0, kind: 'mob' });
    s = passRest(s);
    s = run(
      toRace(s, { first: { 0: ['white', 'show', 200], 1: ['yellow', 'show', 200], 2: ['yellow', 'show', 200] } }),
      RACE_A,
    );
    while (s.phase === 'auction') s = act(s, { type: 'bid', seat: toAct(s), accept: false });
    // Seat 0: 3400 + 4000 + 400 − 200 + 400 (black 2nd) − 5000.
    expect(s.players[0]).toMatchObject({ money: 3000, loans: [] });
    // Everyone has 2 VP (1 token, 1 stable): the random tie-break decides.
    expect([s.phase, s.tied]).toEqual(['tieBreak', [0, 1, 2]]);
  });
});

describe('the last player left (docs/rules.md §9)', () => {
  it('wins at once: no loan repayment, no goals, never shown as having defaulted', () => {
    let s = passRest(boardGame(2));
    // Seat 0 could not repay 7500 and holds a Goal card it would score (most stables).
    s.players[0].loans = ['bank', 'mob'];
    give(s, 0, [46]);
    // Seat 1 cannot cover the minimum first bet with under 2 VP: it forfeits (docs/rules.md §3).
    Object.assign(s.players[1], { money: 0, vpTokens: 0, stables: [] });
    const money = s.players[0].money;
    s = act(s, { type: 'bet', seat: 0, horse: 'white', kind: 'show', stake: 200 });
    expect(s.phase).toBe('gameOver');
    expect(s.players[0]).toMatchObject({ money: money - 200, loans: ['bank', 'mob'] });
    expect(s.ending).toEqual({ defaulted: [], goals: [[], []], loans: [[], []] });
    expect(s.victory).toEqual({ seat: 0, by: 'lastPlayer', tied: [] });
    expect(s.result!.map((r) => [r.seat, r.place, r.vp, r.defaulted, r.goals, r.forfeited])).toEqual([
      [0, 1, 2, false, [], false],
      [1, 2, 0, false, [], true],
    ]);
  });
});
