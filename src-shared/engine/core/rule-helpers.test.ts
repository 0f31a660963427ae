import { describe, expect, it } from 'vitest';
import { movedOdds, openBets, stakeBounds } from '../family/betting';
import { assistantCount, horseCardCount } from '../board/goals';
import { loanDebt, passBonus } from '../board/holdings';
import { lineupByHorse, lineupOddsChange, raceOdds } from '../board/lineup';
import { betPayout, showPlaces, stablePrize } from '../race/payoffs';
import { minimumBetForVp } from './players';
import { resolveRaceCards } from '../race/reveal';
import type { LinedUp, LoanKind } from './types';

/**
 * The small rule helpers the engine, the bots and the app share: they take plain figures or the
 * public parts of a player that both the game state and a player view hold.
 */

const holder = (assistants: number[], loans: LoanKind[] = []) => ({ assistants, loans, dormant: [] as number[] });

describe('minimum bet and stakes (docs/rules.md §3)', () => {
  it('is 100 × VP and never under 100', () => {
    expect([0, 1, 2, 5].map(minimumBetForVp)).toEqual([100, 100, 200, 500]);
  });

  it('runs in multiples of 100 from the minimum bet to the money; none when the minimum is out of reach', () => {
    expect(stakeBounds(1550, 3)).toEqual({ min: 300, max: 1500 });
    expect(stakeBounds(200, 2)).toEqual({ min: 200, max: 200 });
    expect(stakeBounds(199, 2)).toBeNull();
    expect(stakeBounds(0, 0)).toBeNull();
  });
});

describe('open bets (docs/rules.md §4: a free token, at most one Win and one Show per horse)', () => {
  it('leaves out horses without a token and the kind already bet on a horse', () => {
    const table = {
      betTokens: [0, 1, 1, 1, 1, 1],
      bets: [
        { seat: 0, horse: 'blue' as const, kind: 'win' as const, stake: 100 },
        { seat: 1, horse: 'green' as const, kind: 'show' as const, stake: 100 },
      ],
    };
    const open = openBets(table, 0);
    expect(open.some((b) => b.horse === 'black')).toBe(false);
    expect(open.filter((b) => b.horse === 'blue')).toEqual([{ horse: 'blue', kind: 'show' }]);
    expect(open.filter((b) => b.horse === 'green')).toHaveLength(2); // another seat's bet does not count
    expect(open).toHaveLength(9);
  });
});

describe('what a bet pays (en-rulebook "Payoffs", docs/rules.md §6)', () => {
  it('Win on the first horse: stake × N and 3 VP; nothing at any other place', () => {
    expect(betPayout('win', 200, 0, 2, 0, 3)).toEqual({ money: 800, vp: 3 }); // 1:4
    expect(betPayout('win', 200, 1, 2, 0, 3)).toBeNull();
  });

  it('Show on a horse ranked 1–3: 2 × stake and 1 VP; Miss Paris also on 4th place', () => {
    expect(betPayout('show', 300, 2, 5, 0, 3)).toEqual({ money: 600, vp: 1 });
    expect(betPayout('show', 300, 3, 5, 0, 3)).toBeNull();
    expect(showPlaces('miss-paris')).toBe(4);
    expect(showPlaces('oliver-oil')).toBe(3);
    expect(betPayout('show', 300, 3, 5, 0, showPlaces('miss-paris'))).toEqual({ money: 600, vp: 1 });
    expect(betPayout('show', 300, 4, 5, 0, showPlaces('miss-paris'))).toBeNull();
  });

  it('Boss adds 1 VP, Boss!!! takes 1 away, never below 0 (Action cards 18, 22)', () => {
    expect(betPayout('win', 100, 0, 0, 1, 3)).toEqual({ money: 200, vp: 4 });
    expect(betPayout('show', 100, 0, 0, 1, 3)).toEqual({ money: 200, vp: 2 });
    expect(betPayout('win', 100, 0, 0, -1, 3)).toEqual({ money: 200, vp: 2 });
    expect(betPayout('show', 100, 0, 0, -1, 3)).toEqual({ money: 200, vp: 0 });
    expect(betPayout('show', 100, 0, 0, -2, 3)).toEqual({ money: 200, vp: 0 });
  });

  it('stable owners get 600 / 400 / 200 for 1st / 2nd / 3rd, nothing below', () => {
    expect([0, 1, 2, 3, 5].map(stablePrize)).toEqual([600, 400, 200, 0, 0]);
  });
});

describe('Eric Change (docs/rules.md §4): two rows up or down, clamped to 1:2…1:7', () => {
  it('moves the row by the number on his card', () => {
    expect(movedOdds('eric-change', 3, 'up')).toBe(1);
    expect(movedOdds('eric-change', 1, 'up')).toBe(0);
    expect(movedOdds('eric-change', 4, 'down')).toBe(5);
  });

  it('is his power alone', () => {
    expect(() => movedOdds('oliver-oil', 3, 'up')).toThrow();
  });
});

describe('Board Game holdings (docs/rules.md §7, §9)', () => {
  it('loans repay 2500 (Bank) and 5000 (Mob); Aronne makes the Bank loan 1500, Michele the Mob loan 4000', () => {
    expect(loanDebt(holder([]))).toBe(0);
    expect(loanDebt(holder([], ['bank']))).toBe(2500);
    expect(loanDebt(holder([], ['mob']))).toBe(5000);
    expect(loanDebt(holder([], ['bank', 'mob']))).toBe(7500);
    expect(loanDebt(holder([28], ['bank', 'mob']))).toBe(1500 + 5000);
    expect(loanDebt(holder([27], ['bank', 'mob']))).toBe(2500 + 4000);
    expect(loanDebt(holder([27, 28], ['bank', 'mob']))).toBe(1500 + 4000);
  });

  it('a swapped-in copy has no power (docs/rules.md §7, Cédric Copieur / Troy)', () => {
    expect(passBonus({ assistants: [29], dormant: [29] })).toBe(400);
  });

  it('passing gives 400, with Didier Addition 800', () => {
    expect(passBonus(holder([23]))).toBe(400);
    expect(passBonus(holder([29]))).toBe(800);
  });

  it('Justice Bros and Giumenta count twice for their goals', () => {
    expect(assistantCount([23, 30])).toBe(3);
    expect(horseCardCount([36, 44])).toBe(3);
    expect(horseCardCount([])).toBe(0);
  });
});

describe('the odds a race runs on (docs/rules.md §5.4)', () => {
  it('undoes an overruled El Guapo before a revealed ODDS Action card moves the row', () => {
    const odds = [2, 0, 1, 3, 4, 5];
    const lineup: LinedUp[] = [{ card: 37, horse: 'black', seat: 0, oddsShift: lineupOddsChange(odds, 37, 'black') }];
    expect(odds[0]).toBe(0); // El Guapo: 2 rows up at the lineup
    // Steven Sting (ODDS) overrules El Guapo: back to 1:4, then 2 rows down to 1:6.
    const cards = resolveRaceCards([{ card: 19, horse: 'black', seat: 1 }], lineupByHorse(lineup));
    expect(raceOdds(odds, lineup, cards)).toEqual([4, 0, 1, 3, 4, 5]);
    expect(odds[0]).toBe(0); // the input is not changed
    // A non-ODDS card leaves El Guapo's change standing.
    const fritz = resolveRaceCards([{ card: 16, horse: 'black', seat: 1 }], lineupByHorse(lineup));
    expect(raceOdds(odds, lineup, fritz)[0]).toBe(0);
  });
});
