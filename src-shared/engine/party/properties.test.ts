import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { COLORS } from '../core/colors';
import { propertyRuns } from '../../testing/property-runs';
import { seededRandom } from '../../testing/random-game';
import { applyPartyAction } from './engine';
import { partyLegalActions, partyPending } from './moves';
import { replayParty } from './replay';
import { playRandomParty } from './testing/random-party';
import type { PartyAction, PartyOptions, PartyRaceSummary, PartyState } from './types';
import { partyView } from './view';

// Properties of the Party Game (docs/rules.md §11) over random games: money only moves through the
// bank by the payoff rules, every refusal leaves the state as it was, and a game is a pure
// function of its options and its log.

/** A random action of any shape, mostly illegal: the engine must refuse it and change nothing. */
function junk(r: () => number, s: PartyState): unknown {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const p = partyPending(s);
  const seat = pick([0, 1, 5, 11, 12, -1, p.kind === 'player' ? p.seat : 0, s.bookmaker ?? 0]);
  const horse = pick([...COLORS, 'purple']);
  return pick([
    { type: 'bet', seat, horse, kind: pick(['win', 'show', 'place']), stake: pick([0, 50, 100, 300, 99999, -100]) },
    { type: 'photoOrder', seat, order: [horse, pick(COLORS)] },
    { type: 'chance', kind: 'bookmaker', seat },
    { type: 'chance', kind: 'movement', card: Math.floor(r() * 25), order: COLORS.slice().reverse() },
    { type: 'chance', kind: 'movement', card: 3, order: [horse, horse, horse, horse, horse, horse] },
    { type: 'pass', seat },
    null,
    [],
  ]);
}

/** What the race's payoffs must be, from its bets and ranking alone: Win 6×, Show on 1–3 2×. */
function expectedWinnings(race: PartyRaceSummary): number {
  return race.bets.reduce((sum, b) => {
    const place = race.ranking.indexOf(b.horse);
    if (b.kind === 'win') return sum + (place === 0 ? 6 * b.stake : 0);
    return sum + (place < 3 ? 2 * b.stake : 0);
  }, 0);
}

const total = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

function checkStep(s: PartyState, prev: { race: PartyRaceSummary | null; money: number }, r: () => number): void {
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  const money = total(s.players.map((p) => p.money));
  // While a race is on, the stakes are with the bank and nothing else has moved.
  if (s.phase === 'betting' || s.phase === 'race')
    expect(money + total(s.bets.map((b) => b.stake))).toBe(total(s.moneyBefore));
  if (s.lastRace !== prev.race && s.lastRace) {
    const staked = total(s.lastRace.bets.map((b) => b.stake));
    const won = expectedWinnings(s.lastRace);
    const before = s.phase === 'gameOver' ? money - won + staked : total(s.moneyBefore) - won + staked;
    expect(before).toBe(prev.money);
    expect(total(s.lastRace.payoffs.map((l) => l.won))).toBe(won);
    prev.race = s.lastRace;
    prev.money = s.phase === 'gameOver' ? money : total(s.moneyBefore);
  }
  expect(s.players.every((p) => p.money >= 0 && p.money % 100 === 0 && p.out === (p.money === 0 && p.out))).toBe(true);
  const before = JSON.stringify(s);
  const a = junk(r, s);
  const res = applyPartyAction(s, a);
  expect(JSON.stringify(s)).toBe(before);
  if (res.ok) {
    const legal =
      (a as PartyAction).type === 'chance' ||
      partyLegalActions(s).some((m) => m.type === (a as PartyAction).type && m.seat === (a as { seat: number }).seat);
    expect(legal).toBe(true);
  }
  const viewer = Math.floor(r() * s.players.length);
  const view = partyView(s, viewer);
  expect(Object.keys(view)).not.toContain('rng');
  expect(partyView({ ...s, rng: [1, 2, 3, 4], movementDeck: s.movementDeck.slice().reverse() }, viewer)).toEqual(view);
}

describe('random Party Games (docs/rules.md §11 invariants on every step)', () => {
  it('move money only through the bank by the payoff rules, survive JSON, refuse bad input, and replay exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 30 }),
        (seed, n, races, hundreds) => {
          const options: PartyOptions = {
            mode: 'party',
            players: Array.from({ length: n }, (_, i) => `P${i}`),
            seed,
            partyOptions: { races, startingMoney: hundreds * 100 },
          };
          const r = seededRandom(seed);
          const prev = { race: null as PartyRaceSummary | null, money: n * hundreds * 100 };
          const { state, log } = playRandomParty(options, r, (s) => checkStep(s, prev, r));
          expect(state.phase).toBe('gameOver');
          const left = state.players.filter((p) => !p.out).length;
          expect(state.lastRace!.race === races || left <= 1).toBe(true);
          expect(state.result!.some((x) => x.place === 1)).toBe(true);
          expect(replayParty({ options, actions: log })).toEqual(state);
          expect(replayParty({ options, actions: log.filter((a) => a.type !== 'chance') })).toEqual(state);
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        },
      ),
      // npm test's few games are always the same ones; npm run test:bots draws its many afresh.
      { numRuns: propertyRuns(12, 60), ...(inject('propertyRuns') === 'full' ? {} : { seed: 2026 }) },
    );
  });
});
