import { describe, expect, it } from 'vitest';
import { plainCopy, colorIndex, playerView, type GameState, type Mode } from '../../src-shared/index';
import { payRace } from '../../src-shared/engine/race/payoffs';
import { shuffledBy } from '../../src-shared/engine/core/rng';
import { seededRandom, playRandomGame } from '../../src-shared/testing/random-game';
import { addPayouts, emptyStats, type HorseStats } from '../simulation/race-stats';
import { seatRaceValue } from './utility';

/**
 * The bots price a race through the engine's rules: for a known finishing order, a seat's race
 * value (its bets, Pecunia / Armand money and stable prizes; docs/rules.md §6) must be what the engine
 * pays it, VP counted at a fixed value. Races are taken at their start from random games.
 */

const VPV = 1000;

/** Certain figures for one finishing order, as the bots' race statistics hold them. */
function decided(s: GameState, ranking: readonly number[]): HorseStats {
  const stats = emptyStats();
  ranking.forEach((h, k) => (stats.place[h * 6 + k] = 1));
  stats.weight = 1;
  for (let h = 0; h < 6; h++) {
    const p = (k: number): number => stats.place[h * 6 + k];
    addPayouts(stats, h, p(0), p(0) + p(1) + p(2), p(0) + p(1) + p(2) + p(3), s.odds[h], s.race!.cards.vpBonus[h]);
    stats.bettorMoney[h] = s.race!.cards.bettorMoney[h].reduce((a, m) => a + m, 0);
  }
  return stats;
}

/** Race starts (cards revealed, odds final, no movement yet) from random games. */
function raceStarts(mode: Mode, games: number): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < games; g++) {
    const characters = mode === 'board' ? ['miss-paris', 'eric-change', 'otto-von-alt', 'cesar-crane'] : undefined;
    const options = { mode, seed: `value-${mode}-${g}`, players: ['a', 'b', 'c', 'd'], starred: mode === 'board' };
    playRandomGame({ ...options, setup: { characters } }, seededRandom(g + 1), (s) => {
      if (s.phase === 'race' && s.race!.turned === 0) out.push(plainCopy(s));
    });
  }
  return out;
}

describe('bot race value (en-rulebook "Payoffs", docs/rules.md §6)', () => {
  it('equals what the engine pays for bets and stables, Miss Paris and Boss included', () => {
    const random = seededRandom(99);
    let seats = 0,
      fourthPlaceShows = 0,
      bossPayouts = 0;
    for (const s of [...raceStarts('family', 6), ...raceStarts('board', 12)]) {
      for (let r = 0; r < 4; r++) {
        const ranking = shuffledBy([0, 1, 2, 3, 4, 5], random);
        const lines = payRace(plainCopy(s), ranking, s.race!.cards);
        const stats = decided(s, ranking);
        for (const line of lines) {
          if (line.defaulted) continue;
          // Board Game money from Assistant and Horse cards is outside a bot's race value.
          let money = line.money;
          for (const it of line.items) {
            if (it.kind === 'danielJackson' || it.kind === 'horseCard' || it.kind === 'received') money -= it.amount;
            if (it.kind === 'paid') money += it.amount;
            if (it.kind === 'show' && ranking.indexOf(colorIndex(it.horse)) === 3) fourthPlaceShows++;
            if ((it.kind === 'win' || it.kind === 'show') && s.race!.cards.vpBonus.some((b) => b !== 0)) bossPayouts++;
          }
          const view = playerView(s, line.seat);
          expect(seatRaceValue(view, stats, line.seat, VPV)).toBe(money + VPV * line.vp);
          seats++;
        }
      }
    }
    expect(seats).toBeGreaterThan(300);
    expect(fourthPlaceShows).toBeGreaterThan(0);
    expect(bossPayouts).toBeGreaterThan(0);
  });
});
