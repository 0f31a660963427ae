import { describe, expect, it } from 'vitest';
import { betTurnsToCome } from '../../src-shared/engine/family/bet-order';
import { newGame, pending, playerView, runChance, type PlayerView } from '../../src-shared/index';
import { forecastFromShares } from './rival-bets';

/** A 3-player Family Game at its first bet: the first player's view. */
function firstBet(): PlayerView {
  const s = newGame({ mode: 'family', seed: 'forecast', players: ['a', 'b', 'c'] });
  while (pending(s).kind === 'chance') runChance(s);
  const p = pending(s);
  if (p.kind !== 'player' || s.phase !== 'firstBets') throw new Error('expected a first bet');
  return playerView(s, p.seat);
}

/** Per determinization, the horse that wins `share` of its races (the rest spread evenly over the other places). */
function places(winners: { h: number; share: number }[]): Float64Array {
  const out = new Float64Array(winners.length * 36);
  winners.forEach(({ h, share }, d) => {
    for (let x = 0; x < 6; x++)
      for (let k = 0; k < 6; k++)
        out[(d * 6 + x) * 6 + k] =
          x === h ? (k === 0 ? share : (1 - share) / 5) : k === 0 ? (1 - share) / 5 : (1 - (1 - share) / 5) / 5;
  });
  return out;
}

// en-rulebook, "Betting": first bets clockwise, then second bets; one Win and one Show bet per horse
// and player; a bet needs a free token of its colour (2 per colour with 3 players).
describe("the others' bets still to come", () => {
  it('each rival backs the likely winner of each determinization, to win, at the minimum stake', () => {
    const view = firstBet();
    const turns = betTurnsToCome(view, view.seat);
    const bets = forecastFromShares(
      view,
      places([
        { h: 2, share: 0.6 },
        { h: 4, share: 0.6 },
      ]),
      new Int8Array(12),
    );
    expect(bets[0].map((b) => b.seat)).toEqual(turns.map((t) => t.seat));
    // Two first bets take green's two tokens to win; the second bets go to show elsewhere.
    expect(bets[0].slice(0, 2).map((b) => [b.h, b.kind])).toEqual([
      [2, 'win'],
      [2, 'win'],
    ]);
    expect(bets[1][0]).toMatchObject({ h: 4, kind: 'win', stake: 100 * view.players[turns[0].seat].vp });
    for (const b of bets[0].slice(2)) expect(b.h).not.toBe(2);
  });

  it('a rival who cannot cover the minimum stake places nothing', () => {
    const view = firstBet();
    const broke = betTurnsToCome(view, view.seat)[0].seat;
    const poor = { ...view, players: view.players.map((p, s) => (s === broke ? { ...p, money: 0 } : p)) };
    const bets = forecastFromShares(poor, places([{ h: 1, share: 0.5 }]), new Int8Array(6));
    expect(bets[0].some((b) => b.seat === broke)).toBe(false);
    expect(bets[0].length).toBeGreaterThan(0);
  });

  it('a Boss card on a horse (+1 VP to its successful bets) draws the bets there', () => {
    const view = firstBet();
    const even = places([{ h: 0, share: 1 / 6 }]);
    const bonus = new Int8Array(6);
    bonus[3] = 1;
    // Every horse as likely: a Show bet (2 VP there, half the time) beats a Win bet (4 VP, a sixth).
    expect(forecastFromShares(view, even, bonus)[0][0]).toMatchObject({ h: 3, kind: 'show' });
  });
});
