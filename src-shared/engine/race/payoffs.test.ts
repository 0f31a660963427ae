import { describe, expect, it } from 'vitest';
import { COLORS, colorIndex, type Color } from '../core/colors';
import { newOdds, payRace } from './payoffs';
import { resolveRaceCards } from './reveal';
import { newGame } from '../core/setup';
import { ORDER, OWNERS, RACE_A, bets, deal, family, fix, run } from '../../testing/test-helpers';
import type { Bet, GameState, PlayedCard } from '../core/types';

const idx = (cs: Color[]): number[] => cs.map(colorIndex);
/** RACE_A's ranking: red, black, blue, green, yellow, white. */
const RANKING_A = idx(['red', 'black', 'blue', 'green', 'yellow', 'white']);

describe('payoff example (en-rulebook "3.5 Payoffs", example "Payoffs")', () => {
  it('James: 200 on red to Win at 1:4 → 800 and 3 VP; 300 on blue to Show at 1:5, blue third → 600 and 1 VP', () => {
    // James owns white (1:7), Eva yellow (1:6): neither places, so no stable prize blurs the example.
    let s = family(['James', 'Eva'], { stableOrder: ORDER, characters: [OWNERS[5], OWNERS[4]], firstPlayer: 0 });
    expect(s.odds[colorIndex('red')]).toBe(2); // 1:4
    expect(s.odds[colorIndex('blue')]).toBe(3); // 1:5
    s = deal(s, { 0: [1, 8], 1: [2, 9] });
    s = bets(s, { 0: ['red', 'win', 200], 1: ['yellow', 'show', 200] });
    // Two same-letter green/red pairs on white: all void, the race is untouched.
    s = fix(s, {
      0: [
        [1, 'white'],
        [8, 'white'],
      ],
      1: [
        [2, 'white'],
        [9, 'white'],
      ],
    });
    expect(s.phase).toBe('secondBets');
    s = bets(s, { 1: null, 0: ['blue', 'show', 300] });
    expect(s.phase).toBe('race');
    expect(s.players[0].money).toBe(4400 - 200 - 300); // stakes go to the bank at once
    s = run(s, RACE_A);

    const race = s.lastRace!;
    expect(race.ranking).toEqual(['red', 'black', 'blue', 'green', 'yellow', 'white']);
    expect(race.payoffs[0]).toMatchObject({ seat: 0, money: 800 + 600, vp: 3 + 1, defaulted: false });
    expect(race.payoffs[0].items).toEqual([
      { kind: 'win', horse: 'red', stake: 200, multiplier: 4, vp: 3 },
      { kind: 'show', horse: 'blue', stake: 300, vp: 1 },
    ]);
    expect(race.payoffs[1]).toMatchObject({ seat: 1, money: 0, vp: 0, defaulted: false });
    expect(s.players[0].money).toBe(4400 - 500 + 1400);
    expect(s.players[0].vpTokens).toBe(1 + 4);
    expect(s.players[1].money).toBe(4200 - 200);
    expect(s.players[1].vpTokens).toBe(1);
    // End of round (rulebook 4.0): tokens back, first player passes left, next round's deal.
    expect(s.round).toBe(2);
    expect(s.firstPlayer).toBe(1);
    expect(s.phase).toBe('deal');
    expect(s.betTokens).toEqual([1, 1, 1, 1, 1, 1]);
    expect(s.bets).toEqual([]);
  });

  it('stable owners get 600 / 400 / 200 for 1st / 2nd / 3rd (en-rulebook "3.5 Payoffs", docs/rules.md §6)', () => {
    // Owners of black (1:2), red (1:4), blue (1:5); RACE_A ranks red, black, blue.
    let s = family(['A', 'B', 'C'], {
      stableOrder: ORDER,
      characters: [OWNERS[0], OWNERS[2], OWNERS[3]],
      firstPlayer: 0,
    });
    expect(s.players.map((p) => p.stables)).toEqual([['black'], ['red'], ['blue']]);
    s = deal(s, { 0: [1, 8], 1: [2, 9], 2: [3, 10] });
    s = bets(s, { 0: ['white', 'win', 200], 1: ['white', 'win', 200], 2: ['yellow', 'win', 200] });
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
    s = run(s, RACE_A);
    expect(s.lastRace!.payoffs.map((l) => [l.seat, l.money, l.vp])).toEqual([
      [0, 400, 0],
      [1, 600, 0],
      [2, 200, 0],
    ]);
    expect(s.lastRace!.payoffs[1].items).toEqual([
      { kind: 'lost', horse: 'white', bet: 'win', stake: 200 },
      { kind: 'stablePrize', horse: 'red', prize: 600 },
    ]);
    // The net counts the stakes placed for this race: 600 − 200.
    expect(s.lastRace!.payoffs.map((l) => l.net)).toEqual([200, 400, 0]);
    expect(s.players.map((p) => p.money)).toEqual([3400 - 200 + 400, 3800 - 200 + 600, 4000 - 200 + 200]);
  });
});

describe('new odds (en-rulebook "3.6 New order of odds", docs/rules.md §6)', () => {
  it('ranked higher than its row → up one row; lower → down one row; same → stays', () => {
    // Rows 1:2 … 1:7 in lane order; the race ranks them in reverse.
    expect(newOdds([0, 1, 2, 3, 4, 5], [5, 4, 3, 2, 1, 0])).toEqual([1, 2, 3, 2, 3, 4]);
    expect(newOdds([0, 1, 2, 3, 4, 5], [0, 1, 2, 3, 4, 5])).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('moves one row only, however far the horse beat its odds; shared rows are judged per horse', () => {
    // black, blue on 1:2; green, red on 1:4; yellow, white on 1:7.
    expect(newOdds([0, 0, 2, 2, 5, 5], [4, 0, 1, 2, 3, 5])).toEqual([1, 1, 3, 3, 4, 5]);
  });

  it('a whole race: RACE_A from 1:2 black, 1:3 green, 1:4 red, 1:5 blue, 1:6 yellow, 1:7 white', () => {
    let s = family(['James', 'Eva'], { stableOrder: ORDER, characters: [OWNERS[5], OWNERS[4]], firstPlayer: 0 });
    s = deal(s, { 0: [1, 8], 1: [2, 9] });
    s = bets(s, { 0: ['red', 'win', 200], 1: ['yellow', 'show', 200] });
    s = fix(s, {
      0: [
        [1, 'white'],
        [8, 'white'],
      ],
      1: [
        [2, 'white'],
        [9, 'white'],
      ],
    });
    s = bets(s, { 1: null, 0: null });
    s = run(s, RACE_A);
    // Lane order black, blue, green, red, yellow, white.
    expect(s.lastRace!.oddsUsed).toEqual([0, 3, 1, 2, 4, 5]);
    // red 1st on 1:4 → 1:3; black 2nd on 1:2 → 1:3; blue 3rd on 1:5 → 1:4; green 4th on 1:3 → 1:4;
    // yellow 5th on 1:6 and white 6th on 1:7 stay.
    expect(s.lastRace!.oddsAfter).toEqual([1, 2, 2, 1, 4, 5]);
    expect(s.odds).toEqual([1, 2, 2, 1, 4, 5]);
  });
});

/**
 * A starred Board Game (Action cards 17, 18, 21, 22 exist only there, docs/rules.md §1) with bets and
 * money set by hand; nobody holds an Assistant or Horse card, so only the Family payoffs apply.
 */
function table(money: number[], betList: Bet[]): GameState {
  const s = newGame({
    mode: 'board',
    players: ['A', 'B', 'C'],
    seed: 1,
    starred: true,
    setup: { stableOrder: ORDER, characters: [OWNERS[3], OWNERS[4], OWNERS[5]], firstPlayer: 0 },
  });
  // No stables, so no stable prize mixes in (a test that needs one sets it).
  s.players.forEach((p, i) => ((p.money = money[i]), (p.stables = [])));
  s.bets = betList;
  return s;
}
const bet = (seat: number, horse: Color, kind: 'win' | 'show', stake: number): Bet => ({ seat, horse, kind, stake });
const on = (card: number, horse: Color, seat = 0): PlayedCard => ({ card, horse, seat });
// Ranking used below: red 1st (red on 1:4 → Win pays ×4), black, blue, green, yellow, white.

describe('Action 17 Pecunia Non Olet (docs/rules.md §1 table, §6; en-rulebook "17 - Pecunia Non Olet")', () => {
  it('every player with any bet on the horse gets 400 once, winning or losing; others nothing', () => {
    // Seat 0: Win and Show on green (4th: both lose); seat 1: Show on red (wins); seat 2: no green bet.
    const s = table(
      [1000, 1000, 1000],
      [
        bet(0, 'green', 'win', 300),
        bet(0, 'green', 'show', 300),
        bet(1, 'green', 'show', 300),
        bet(2, 'red', 'show', 300),
      ],
    );
    const lines = payRace(s, RANKING_A, resolveRaceCards([on(17, 'green')]));
    expect(lines.map((l) => l.money)).toEqual([400, 400, 600]);
    expect(s.players.map((p) => p.money)).toEqual([1400, 1400, 1600]);
  });
});

describe('Action 21 Armand Amende (docs/rules.md §1 table, §6; en-rulebook "21 - Armand Amende")', () => {
  it('every player with any bet on the horse pays 400 once, including losing bets', () => {
    const s = table(
      [1000, 1000, 1000],
      [bet(0, 'green', 'win', 300), bet(0, 'green', 'show', 300), bet(1, 'red', 'win', 300)],
    );
    const lines = payRace(s, RANKING_A, resolveRaceCards([on(21, 'green')]));
    expect(lines.map((l) => [l.money, l.defaulted])).toEqual([
      [-400, false],
      [1200, false],
      [0, false],
    ]);
    expect(lines[0].items).toEqual([
      { kind: 'lost', horse: 'green', bet: 'win', stake: 300 },
      { kind: 'lost', horse: 'green', bet: 'show', stake: 300 },
      { kind: 'bettorMoney', horse: 'green', amount: -400 },
    ]);
    expect(s.players.map((p) => p.money)).toEqual([600, 2200, 1000]);
  });

  it('gains first, then debts: a winner who had too little before the payoff still pays (docs/rules.md §6)', () => {
    const s = table([100, 1000, 1000], [bet(0, 'red', 'show', 300)]);
    payRace(s, RANKING_A, resolveRaceCards([on(21, 'red')]));
    expect(s.players[0].money).toBe(100 + 600 - 400);
    expect(s.players[0].vpTokens).toBe(1 + 1);
  });

  it('a debt that cannot be paid: nothing is paid, the player loses 2 VP instead (docs/rules.md §3, §6)', () => {
    // Seat 0 owes 400 with 300 left: pays nothing, loses 1 token, then its cheapest stable.
    const s = table([300, 1000, 1000], [bet(0, 'green', 'show', 200)]);
    s.players[0].stables = ['green', 'white']; // 1:3 costs 1900, 1:7 costs 1100; neither places
    const lines = payRace(s, RANKING_A, resolveRaceCards([on(21, 'green')]));
    expect(lines[0]).toMatchObject({ seat: 0, money: 0, vp: 0, defaulted: true });
    expect(lines[0].items).toEqual([
      { kind: 'lost', horse: 'green', bet: 'show', stake: 200 },
      { kind: 'bettorMoney', horse: 'green', amount: -400 },
      { kind: 'defaulted', debts: 400 },
    ]);
    expect(s.players[0].money).toBe(300);
    expect(s.players[0].vpTokens).toBe(0);
    expect(s.players[0].stables).toEqual(['green']);
    expect(s.players[0].forfeited).toBe(false);
  });

  it('a player under 2 VP who cannot pay forfeits (docs/rules.md §3, §9)', () => {
    const s = table([300, 1000, 1000], [bet(0, 'green', 'show', 200)]);
    payRace(s, RANKING_A, resolveRaceCards([on(21, 'green')]));
    expect(s.players[0].forfeited).toBe(true);
    expect(s.forfeits).toEqual([0]);
  });
});

describe('Action 18 Boss and 22 Boss!!! (docs/rules.md §1 table, §6; en-rulebook "18 - Boss", "22 - Boss!!!")', () => {
  const betList = (): Bet[] => [bet(0, 'red', 'win', 200), bet(1, 'red', 'show', 200), bet(2, 'green', 'show', 200)];

  it('Boss: successful bets on the horse give 1 VP more (Win 4, Show 2); a losing bet none', () => {
    const s = table([1000, 1000, 1000], betList());
    const lines = payRace(s, RANKING_A, resolveRaceCards([on(18, 'red')]));
    expect(lines.map((l) => l.vp)).toEqual([4, 2, 0]);
    // Boss on the losing green horse gives nothing.
    const t = table([1000, 1000, 1000], betList());
    expect(payRace(t, RANKING_A, resolveRaceCards([on(18, 'green')])).map((l) => l.vp)).toEqual([3, 1, 0]);
  });

  it('Boss!!!: successful bets on the horse give 1 VP less (Win 2, Show 0: not below 0); money unchanged', () => {
    const s = table([1000, 1000, 1000], betList());
    const lines = payRace(s, RANKING_A, resolveRaceCards([on(22, 'red')]));
    expect(lines.map((l) => [l.money, l.vp])).toEqual([
      [800, 2],
      [400, 0],
      [0, 0],
    ]);
    expect(s.players.map((p) => p.vpTokens)).toEqual([3, 1, 1]);
  });

  it('Boss and Boss!!! on one horse cancel out (grey cards never cancel as cards, the VP add up)', () => {
    const s = table([1000, 1000, 1000], betList());
    expect(payRace(s, RANKING_A, resolveRaceCards([on(18, 'red'), on(22, 'red')])).map((l) => l.vp)).toEqual([3, 1, 0]);
  });
});

describe('lane order sanity', () => {
  it('COLORS is the docs/rules.md §1 lane order', () => {
    expect(COLORS).toEqual(['black', 'blue', 'green', 'red', 'yellow', 'white']);
  });
});
