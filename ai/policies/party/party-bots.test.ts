import { describe, expect, it } from 'vitest';
import { describeError, type Color } from '../../../src-shared/index';
import {
  applyPartyActionInPlace,
  newPartyGame,
  partyPending,
  partyView,
  runPartyChance,
  type PartyAction,
  type PartyState,
} from '../../../src-shared/engine/party/index';
import { nextFloat, seedRng } from '../../../src-shared/engine/core/rng';
import { choosePartyAction, type PartyLevel } from './party-bots';
import { winShare } from './party-value';

// Party Game bots (docs/rules.md §11; fr-classic-edition-rulebook "Party Game"): legal moves from the
// view alone at every level, and the hard bot's stake sizing by its chance of winning the game.

const LEVELS: PartyLevel[] = ['random', 'easy', 'normal', 'hard'];
const rng = (seed: string) =>
  (
    (s) => () =>
      nextFloat(s)
  )(seedRng(seed));

function play(levels: PartyLevel[], seed: string): { state: PartyState; log: PartyAction[] } {
  const s = newPartyGame({ mode: 'party', players: levels.map((l, i) => `${l}${i}`), seed });
  const random = levels.map((_, i) => rng(`${seed}/${i}`));
  const log: PartyAction[] = [];
  for (;;) {
    log.push(...runPartyChance(s));
    const p = partyPending(s);
    if (p.kind !== 'player') return { state: s, log };
    const a = choosePartyAction(partyView(s, p.seat), levels[p.seat], random[p.seat]);
    const e = applyPartyActionInPlace(s, a);
    if (e) throw new Error(`${levels[p.seat]} chose an illegal action: ${describeError(e)}`);
    log.push(a);
  }
}

/** A one-race game (so the race is the last) with the given money, `bookmaker` drawn; seat money set directly. */
function lastRace(money: number[], bookmaker: number): PartyState {
  const s = newPartyGame({
    mode: 'party',
    players: money.map((_, i) => `P${i}`),
    seed: 'last',
    partyOptions: { races: 1 },
  });
  applyPartyActionInPlace(s, { type: 'chance', kind: 'bookmaker', seat: bookmaker });
  money.forEach((m, i) => {
    s.players[i].money = m;
    s.moneyBefore[i] = m;
  });
  return s;
}

/** Lets `level` place all its bets for the seat to act; returns them. */
function botBets(s: PartyState, level: PartyLevel, seed = 'b'): { horse: Color; kind: string; stake: number }[] {
  const seat = (partyPending(s) as { seat: number }).seat;
  const random = rng(seed);
  while (
    partyPending(s).kind === 'player' &&
    (partyPending(s) as { seat: number }).seat === seat &&
    s.phase === 'betting'
  ) {
    const e = applyPartyActionInPlace(s, choosePartyAction(partyView(s, seat), level, random));
    if (e) throw new Error(describeError(e));
  }
  return s.bets.filter((b) => b.seat === seat);
}

describe('Party Game bots', () => {
  it.each([2, 5, 12])('play only legal moves at every level, the same way for the same seeds (%i seats)', (n) => {
    const levels = Array.from({ length: n }, (_, i) => LEVELS[i % 4]);
    const a = play(levels, `legal/${n}`);
    expect(a.state.phase).toBe('gameOver');
    expect(play(levels, `legal/${n}`).log).toEqual(a.log);
  });

  it('order a tie at random as the bookmaker (docs/rules.md §11), always exactly the tied horses', () => {
    const orders = new Set<string>();
    for (let g = 0; g < 40; g++) {
      const { log } = play(['hard', 'normal', 'easy'], `ties/${g}`);
      for (const a of log) if (a.type === 'photoOrder') orders.add(a.order.slice(0, 2).join());
    }
    expect(orders.size).toBeGreaterThan(6);
  });

  it('decide from the view alone: the generator and the deck order change nothing', () => {
    const s = lastRace([2000, 1500, 2500], 0);
    const t: PartyState = { ...s, rng: [9, 9, 9, 9], movementDeck: s.movementDeck.slice().reverse() };
    for (const level of LEVELS)
      expect(choosePartyAction(partyView(t, 1), level, rng('v'))).toEqual(
        choosePartyAction(partyView(s, 1), level, rng('v')),
      );
  });
});

describe('the chance of winning the Party Game (ai/party-value.ts)', () => {
  it('is shared equally by equal players, grows with money, and after the last race is the top share', () => {
    const even = [0, 1, 2, 3].map((j) => winShare([2000, 2000, 2000, 2000], j, 3));
    for (const p of even) expect(p).toBeCloseTo(0.25, 2);
    expect(winShare([3000, 2000, 2000], 0, 3)).toBeGreaterThan(winShare([2500, 2000, 2000], 0, 3));
    expect(winShare([3000, 2000, 2000], 0, 1)).toBeGreaterThan(winShare([3000, 2000, 2000], 0, 4));
    expect(winShare([3000, 3000, 100], 0, 0)).toBe(0.5);
    expect(winShare([2900, 3000, 100], 0, 0)).toBe(0);
    expect(winShare([0, 3000], 0, 2)).toBe(0);
  });
});

describe('hard bot stakes in the last race (docs/rules.md §11 payoffs: Win 6×, Show 2×)', () => {
  it('behind, stakes enough to overtake the leader if its horse comes in', () => {
    const s = lastRace([2000, 1000, 3000], 0);
    const bets = botBets(s, 'hard');
    const best = 1000 + bets.reduce((sum, b) => sum + (b.kind === 'win' ? 5 : 1) * b.stake, 0);
    expect(best).toBeGreaterThan(3000);
  });

  it('far ahead, never risks the sure win', () => {
    // The others can reach at most 1000 − 1000 + 6 × 900 + 2 × 100 = 5600.
    for (const seed of ['a', 'b', 'c']) {
      const s = lastRace([1000, 10000, 1000], 0);
      const bets = botBets(s, 'hard', seed);
      expect(10000 - bets.reduce((sum, b) => sum + b.stake, 0)).toBeGreaterThan(5600);
    }
  });

  it('ahead of a rival who went all in on one horse, covers that horse with its Win bet', () => {
    // Seat 0 (3000) bets after seat 2 (2000); the bookmaker (100) does not bet. Covering red with a
    // Win of 1800 wins the game whatever happens; any other plan loses when red wins.
    const s = lastRace([3000, 100, 2000], 1);
    applyPartyActionInPlace(s, { type: 'bet', seat: 2, kind: 'win', horse: 'red', stake: 1900 });
    applyPartyActionInPlace(s, { type: 'bet', seat: 2, kind: 'show', horse: 'red', stake: 100 });
    expect(partyPending(s)).toEqual({ kind: 'player', seat: 0 });
    const bets = botBets(s, 'hard');
    const win = bets.find((b) => b.kind === 'win')!;
    expect(win.horse).toBe('red');
    expect(win.stake).toBeGreaterThanOrEqual(1800);
  });
});
