import { describe, expect, it } from 'vitest';
import { newGame, pending, playerView, runChance, type PlayerView } from '../../src-shared/index';
import { COLORS } from '../../src-shared/engine/core/colors';
import { outcomesOf, type Outcomes } from '../simulation/outcomes';
import { winChances } from './win-chance';

/** A 2-player Family Game at its first bet, the bot with `vp` VP and `money`, its rival with 6 VP and 3,000; no stables pay. */
function table(roundsLeft: number, vp: number, money: number): PlayerView {
  const s = newGame({ mode: 'family', seed: 'wc', players: ['bot', 'rival'] });
  while (pending(s).kind === 'chance') runChance(s);
  const p = pending(s);
  if (p.kind !== 'player') throw new Error('expected a player to move');
  s.round = s.rounds - roundsLeft;
  const me = p.seat;
  s.players[me].vpTokens = vp;
  s.players[me].money = money;
  s.players[1 - me].vpTokens = 6;
  s.players[1 - me].money = 3000;
  for (const pl of s.players) pl.stables = [];
  return playerView(s, me);
}

/** One race, known in advance: the horses finish in colour order, no card changes a payoff. */
function sureRace(view: PlayerView): Outcomes {
  return {
    perDet: 1,
    rankings: Uint8Array.from([0, 1, 2, 3, 4, 5]),
    rows: Int8Array.from(view.odds),
    vpBonus: new Int8Array(6),
    bettorMoney: new Float64Array(6),
  };
}

// en-rulebook, "The Family Game": after the last race the player with most VP wins, money breaking ties;
// a Win bet brings 3 VP, a Show bet 1.
describe('the chance of winning the Family Game', () => {
  it('in the last round, 2 VP behind: only a Win bet on the winner catches up', () => {
    const view = table(0, 4, 3000);
    const [none, winOnWinner, showOnWinner, winOnLoser] = winChances(view, sureRace(view), [
      null,
      { h: 0, kind: 'win', stake: 100 },
      { h: 0, kind: 'show', stake: 100 },
      { h: 5, kind: 'win', stake: 100 },
    ]);
    expect([none, winOnWinner, showOnWinner, winOnLoser]).toEqual([0, 1, 0, 0]);
  });

  it('with equal VP after the last race, more money wins and a tie in money does not', () => {
    expect(winChances(table(0, 6, 3500), sureRace(table(0, 6, 3500)), [null])).toEqual([1]);
    expect(winChances(table(0, 6, 3000), sureRace(table(0, 6, 3000)), [null])).toEqual([0]);
  });

  it('with rounds still to play, a lead is likely but not sure, and a winning bet makes it likelier', () => {
    const view = table(2, 7, 3000);
    const [none, win] = winChances(view, sureRace(view), [null, { h: 0, kind: 'win', stake: 100 }]);
    expect(none).toBeGreaterThan(0.5);
    expect(none).toBeLessThan(1);
    expect(win).toBeGreaterThan(none);
    expect(win).toBeLessThan(1);
  });

  it("a player left unable to cover next round's minimum bet loses 2 VP", () => {
    // 1 VP ahead, but a 700 stake lost leaves 200 < 7 × 100: the penalty turns the lead into a deficit.
    const view = table(1, 7, 900);
    const [none, lost] = winChances(view, sureRace(view), [null, { h: 5, kind: 'win', stake: 700 }]);
    expect(lost).toBeLessThan(none);
  });

  it("over several determinizations, is the mean of each one's own chance: every sample weighs the same", () => {
    const view = table(1, 6, 3000);
    // One sample with no card, one with Boss (+1 VP to successful bets) on the horse the option backs.
    const plain = { table: [], words: [1, 2, 3, 4] };
    const boss = { table: [{ card: 18, horse: COLORS[0], seat: 1 - view.seat }], words: [5, 6, 7, 8] };
    const options = [null, { h: 0, kind: 'win' as const, stake: 100 }];
    const [a, b, both] = [[plain], [boss], [plain, boss]].map((dets) =>
      winChances(view, outcomesOf(view, dets, 300), options),
    );
    expect(b[1]).toBeGreaterThan(a[1]);
    for (let i = 0; i < options.length; i++) expect(both[i]).toBeCloseTo((a[i] + b[i]) / 2, 12);
  });
});
