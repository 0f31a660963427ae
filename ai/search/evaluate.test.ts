import { describe, expect, it } from 'vitest';
import {
  describeError,
  newGame,
  pending,
  playerView,
  runChance,
  applyActionInPlace,
  type PlayerView,
} from '../../src-shared/index';
import { priceBet } from '../evaluation/bet-value';
import { LEVELS } from '../levels';
import { choosePhotoOrder } from '../policies/race-policy';
import { evaluateCandidates, raceStats } from './search';
import type { Clock } from './anytime';
import { vpValue } from '../evaluation/utility';

const clock = { deadline: Number.POSITIVE_INFINITY };

/** A Family Game view at its first bet, with the bot's seat to act. */
function firstBetView(): PlayerView {
  const s = newGame({ mode: 'family', seed: 'eval', players: ['a', 'b', 'c', 'd'] });
  while (pending(s).kind === 'chance') runChance(s);
  const p = pending(s);
  if (p.kind !== 'player') throw new Error('no player to act');
  return playerView(s, p.seat);
}

function seeded(): () => number {
  let x = 1;
  return () => (x = (x * 16807) % 2147483647) / 2147483647;
}

describe('evaluation', () => {
  it('race statistics are probabilities, favourites ahead', () => {
    const view = firstBetView();
    const stats = raceStats(view, LEVELS.normal.search, seeded(), clock);
    for (let h = 0; h < 6; h++) {
      let sum = 0;
      for (let k = 0; k < 6; k++) sum += stats.place[h * 6 + k];
      expect(sum).toBeCloseTo(1, 9);
    }
    const fav = view.odds.indexOf(0),
      outsider = view.odds.indexOf(5);
    expect(stats.place[fav * 6]).toBeGreaterThan(stats.place[outsider * 6]);
  });

  it('stakes the minimum on a losing bet and more on a bet with an edge', () => {
    const view = firstBetView();
    const stats = raceStats(view, LEVELS.normal.search, seeded(), clock);
    const bet = (horse: number, kind: 'win' | 'show') => {
      const m = view.moves.find(
        (x) =>
          x.type === 'bet' &&
          x.horse === ['black', 'blue', 'green', 'red', 'yellow', 'white'][horse] &&
          x.kind === kind,
      );
      if (!m || m.type !== 'bet') throw new Error('no such bet');
      return priceBet(view, stats, m, vpValue(view), LEVELS.normal.staking);
    };
    const outsiderWin = bet(view.odds.indexOf(5), 'win');
    expect(outsiderWin.stake).toBe(outsiderWin.move.minStake);
    const favShow = bet(view.odds.indexOf(0), 'show');
    expect(favShow.stake).toBeGreaterThan(favShow.move.minStake);
    expect(favShow.gain).toBeGreaterThan(0);
  });

  it('values a helping card on its own bet above a harmful one', () => {
    const s = newGame({ mode: 'family', seed: 'eval', players: ['a', 'b', 'c', 'd'] });
    while (s.phase !== 'fixing') {
      const p = pending(s);
      if (p.kind === 'chance') {
        runChance(s);
        continue;
      }
      if (p.kind !== 'player') throw new Error('over');
      const m = playerView(s, p.seat).moves[0];
      const e = applyActionInPlace(
        s,
        m.type === 'bet'
          ? { type: 'bet', seat: m.seat, horse: m.horse, kind: m.kind, stake: m.minStake }
          : { type: 'pass', seat: m.seat },
      );
      if (e) throw new Error(describeError(e));
    }
    const p = pending(s);
    if (p.kind !== 'player') throw new Error('no player');
    const view = playerView(s, p.seat);
    const mine = view.bets.find((b) => b.seat === view.seat)!;
    // 1 Magna Velocitas (start = 4) against 8 Globus Obscurus (start = 0), on the bot's horse.
    const values = (c: Clock): number[] =>
      evaluateCandidates(
        view,
        [
          { extra: { card: 1, horse: mine.horse, seat: view.seat } },
          { extra: { card: 8, horse: mine.horse, seat: view.seat } },
        ],
        LEVELS.hard.search,
        vpValue(view),
        seeded(),
        c,
      );
    const full = values(clock);
    expect(full[0]).toBeGreaterThan(full[1]);
    // A deadline passed after the first unit of work (a clock counting its checks): the first
    // determinization's first races still tell them apart.
    let checks = 0;
    const late = values({ deadline: 0, now: () => checks++ });
    expect(late[0]).toBeGreaterThan(late[1]);
    expect(checks).toBe(2);
  });
});

describe('photo finish', () => {
  it('puts the horse the bot bet on first', () => {
    const view = firstBetView();
    const tied = ['red', 'blue'] as const;
    const staged: PlayerView = {
      ...view,
      bets: [{ seat: view.seat, horse: 'blue', kind: 'win', stake: 100 }],
      race: {
        positions: [0, 0, 0, 0, 0, 0],
        ranking: [],
        turned: 3,
        next: 'photo',
        movementCard: 1,
        dice: null,
        cards: {
          mods: [],
          revealed: [],
          oddsShift: [0, 0, 0, 0, 0, 0],
          oddsOverruled: [],
          bettorMoney: [],
          vpBonus: [0, 0, 0, 0, 0, 0],
          ownerMoney: [],
        },
        photoTies: [[3, 1]],
        pendingRank: [3, 1],
      },
      players: view.players.map((p) => ({ ...p, stables: [] })),
    };
    const a = choosePhotoOrder(staged, tied.slice(), 1000, 1);
    expect(a).toEqual({ type: 'photoOrder', seat: view.seat, order: ['blue', 'red'] });
  });
});
