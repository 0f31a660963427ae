import { describe, expect, it } from 'vitest';
import { colorIndex } from '../../src-shared/engine/core/colors';
import { playerView, type PlayerView } from '../../src-shared/index';
import { NO_DEADLINE } from '../search/anytime';
import { seededRandom } from '../../src-shared/testing/random-game';
import { botGame } from '../testing/bot-game';
import { blendStats, crowdStance, crowdStats, foreseesCrowd, withExpectedBets } from './crowd-sight';

/** The first Family Game view of a first bet where a rival already backs a horse. */
function secondBettorView(): PlayerView {
  let found: PlayerView | undefined;
  botGame('family', ['easy', 'easy', 'easy', 'easy'], 'crowd-sight', { maxSamples: 1, maxRaces: 8 }, (s, seat) => {
    const v = playerView(s, seat);
    if (!found && v.phase === 'firstBets' && v.bets.length === 1) found = v;
  });
  return found!;
}

describe('crowd sight', () => {
  const view = secondBettorView();

  it('gives the seats of one table different stances, the same on every call', () => {
    const stances = [0, 1, 2].map((seat) => crowdStance({ ...view, seat }));
    expect(new Set(stances).size).toBe(3);
    expect(crowdStance(view)).toBe(crowdStance(view));
  });

  it('foresees only Family first bets while others hold cards', () => {
    expect(foreseesCrowd(view, 1)).toBe(true);
    expect(foreseesCrowd(view, 0)).toBe(false);
    expect(foreseesCrowd({ ...view, mode: 'board' }, 1)).toBe(false);
    expect(foreseesCrowd({ ...view, players: view.players.map((p) => ({ ...p, handCount: 0 })) }, 1)).toBe(false);
  });

  it('expects the players still to open to back the favourite', () => {
    const v = withExpectedBets(view);
    const fav = view.odds.indexOf(Math.min(...view.odds));
    expect(v.bets.slice(0, 1)).toEqual(view.bets);
    expect(v.bets.length).toBe(3);
    expect(v.bets.slice(1).every((b) => b.seat !== view.seat && b.kind === 'win')).toBe(true);
    expect(v.bets.slice(1).every((b) => colorIndex(b.horse) === fav)).toBe(true);
  });

  it('sees a bet invite harm: the crowded horse wins less once the others play their cards', () => {
    const budget = { dets: 4, races: 200, model: true, futurePlays: true, rivalry: 1 };
    const plain = crowdStats(view, view.moves, budget, 0, seededRandom(3), NO_DEADLINE);
    const fore = crowdStats(view, view.moves, budget, 1, seededRandom(3), NO_DEADLINE);
    const h = colorIndex(view.bets[0].horse);
    const win = (s: typeof plain, x: number): number => s(x).place[x * 6];
    expect(win(fore, h)).toBeLessThan(win(plain, h));
    // Deterministic: the same seed gives the same figures.
    expect(win(crowdStats(view, view.moves, budget, 1, seededRandom(3), NO_DEADLINE), h)).toBe(win(fore, h));
  });

  it('blends by the stance weight and keeps chances at or above 0', () => {
    const budget = { dets: 1, races: 50, model: true, futurePlays: true, rivalry: 1 };
    const s = crowdStats(view, view.moves, budget, 0, seededRandom(4), NO_DEADLINE)(0);
    const zero = { ...s, place: new Float64Array(36) };
    const out = blendStats(s, zero, 2);
    expect(Math.min(...out.place)).toBe(0);
    expect(blendStats(s, zero, 0).place).toEqual(s.place);
  });
});
