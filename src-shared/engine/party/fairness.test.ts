import { describeError } from '../core/errors';
import { describe, expect, it } from 'vitest';
import { COLORS, colorIndex } from '../core/colors';
import { seededRandom } from '../../testing/random-game';
import { applyPartyActionInPlace } from './engine';
import { samplePartyChance } from './chance';
import { newPartyGame } from './setup';
import { randomPartyAction } from './testing/random-party';
import { partyLegalActions, partyPending } from './moves';
import type { PartyChanceAction, PartyState } from './types';

// docs/rules.md §11 (override): each Movement card gives its six values to the horses in an order drawn
// for that card, "so every horse has the same chance". Measured over 6,000 seeded races of the
// engine (60 games of 100 races; ties ordered at random, as a bot bookmaker does).

/** Per-lane counts of wins and of places 1–3 over `games` × 100 races; `draw` may override the chance step. */
function measure(games: number, draw: (s: PartyState) => PartyChanceAction = samplePartyChance) {
  const wins = COLORS.map(() => 0);
  const shows = COLORS.map(() => 0);
  let races = 0;
  for (let g = 0; g < games; g++) {
    const r = seededRandom(1000 + g);
    const s = newPartyGame({
      mode: 'party',
      players: ['bettor', 'bookmaker'],
      seed: `lanes/${g}`,
      partyOptions: { races: 100, startingMoney: 1_000_000 },
    });
    let seen = s.lastRace;
    while (partyPending(s).kind !== 'over') {
      const p = partyPending(s);
      let e;
      if (p.kind === 'chance') e = applyPartyActionInPlace(s, s.phase === 'race' ? draw(s) : samplePartyChance(s));
      else {
        const m = partyLegalActions(s)[0];
        e = applyPartyActionInPlace(s, randomPartyAction(m.type === 'bet' ? { ...m, maxStake: 100 } : m, r));
      }
      if (e) throw new Error(describeError(e));
      if (s.lastRace !== seen && s.lastRace) {
        seen = s.lastRace;
        races++;
        wins[colorIndex(s.lastRace.ranking[0])]++;
        for (const c of s.lastRace.ranking.slice(0, 3)) shows[colorIndex(c)]++;
      }
    }
  }
  return { races, wins, shows };
}

/** Pearson chi-square of counts against equal expectation. */
function chiSquare(counts: number[], expectedEach: number): number {
  return counts.reduce((sum, c) => sum + (c - expectedEach) ** 2 / expectedEach, 0);
}

/** Chi-square with 5 degrees of freedom exceeds this with probability 0.001. */
const CHI2_5DF_P001 = 20.52;

describe('lane fairness of the Party Game race (docs/rules.md §11)', () => {
  it('gives each lane 1/6 of the wins and 1/2 of the places 1–3 over 6,000 races', () => {
    const { races, wins, shows } = measure(60);
    expect(races).toBe(6000);
    expect(chiSquare(wins, races / 6)).toBeLessThan(CHI2_5DF_P001);
    // Each race puts 3 horses on places 1–3; lane counts are not independent, so bound each lane
    // by 4 binomial standard deviations (sd = √(6000 × ½ × ½) ≈ 39) instead.
    for (const c of shows) expect(Math.abs(c - races / 2)).toBeLessThan(4 * Math.sqrt(races / 4));
  });

  it('would favour the top lane without the drawn order (the measure can tell)', () => {
    const fixed = (s: PartyState): PartyChanceAction => {
      const a = samplePartyChance(s);
      return a.kind === 'movement' ? { ...a, order: COLORS.slice() } : a;
    };
    const { races, wins } = measure(10, fixed);
    expect(chiSquare(wins, races / 6)).toBeGreaterThan(CHI2_5DF_P001);
  });
});
