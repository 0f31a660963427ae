import { describe, expect, it } from 'vitest';
import { concreteAction } from './core/concrete-action';
import type { EngineException } from './core/errors';
import { vpOf } from './core/players';
import type { GameMode } from './core/types';
import { RULESETS, rulesetFor, type AnyRuleset } from './modes';
import type { AnyGameOptions, AnyGameState } from './party/types';
import { runChanceSteps } from './ruleset';
import { seededRandom } from '../testing/random-game';

const text = (x: unknown): string => JSON.stringify(x);

/** Actions that must be refused whatever the position: none may change the state. */
function refusals(rules: AnyRuleset, s: AnyGameState): unknown[] {
  const bad: unknown[] = [null, 'bet', {}, { type: 'nonsense', seat: 0 }, { type: 'bet', seat: 99 }];
  const p = rules.pending(s);
  if (p.kind === 'player') {
    const n = s.players.length;
    // Someone else's legal move, and a chance step while a player must decide.
    for (const m of rules.legalActions(s).slice(0, 3)) bad.push({ ...m, seat: (p.seat + 1) % n });
    bad.push({ type: 'chance', kind: 'tieBreak', seat: 0 }, { type: 'chance', kind: 'bookmaker', seat: 0 });
  } else bad.push({ type: 'pass', seat: 0 }, { type: 'bet', seat: 0, horse: 'red', kind: 'win', stake: 100 });
  return bad;
}

/** Checks that every refusal is data, by every door, and leaves `s` exactly as it was. */
function expectRefusalsLeaveState(rules: AnyRuleset, s: AnyGameState): void {
  const before = text(s);
  for (const raw of refusals(rules, s)) {
    const e = rules.validate(s, raw);
    expect(e, text(raw)).not.toBeNull();
    const pure = rules.apply(s, raw);
    expect(pure.ok ? null : pure.error).toEqual(e);
    expect(rules.applyInPlace(s, raw)).toEqual(e);
    expect(text(s), text(raw)).toBe(before);
  }
}

/** Steps between two replays of the record within one phase (each replay plays the whole record again). */
const REPLAY_EVERY = 8;

/**
 * Plays a seeded random game through the registry alone; every step checks the refusals and that
 * the pure and in-place applies agree without touching the input. The record replays to the state
 * reached (chance steps run up to the next decision, as replay does) at the first step of every
 * phase and round, every REPLAY_EVERY steps within one, and at the end: replaying at every step
 * made the test quadratic in the game's length (most of its time), for no kind of position the
 * others do not reach.
 */
function playChecked(options: AnyGameOptions, seed: number): { state: AnyGameState; steps: number } {
  const rules = rulesetFor(options);
  const random = seededRandom(seed);
  const s = rules.newGame(options);
  const actions: unknown[] = [];
  let stage = '';
  let replays = 0;
  for (let steps = 0; ; steps++) {
    expectRefusalsLeaveState(rules, s);
    const p = rules.pending(s);
    const now = `${s.phase}/${'round' in s ? s.round : ''}/${'race' in s ? s.race : ''}`;
    if (now !== stage || steps % REPLAY_EVERY === 0 || p.kind === 'over') {
      stage = now;
      replays++;
      const settled = JSON.parse(text(s)) as AnyGameState;
      runChanceSteps(rules, settled);
      expect(text(rules.replay({ options, actions } as never))).toBe(text(settled));
    }
    if (p.kind === 'over') {
      expect(replays).toBeGreaterThan(steps / REPLAY_EVERY);
      return { state: s, steps };
    }
    let a: unknown;
    if (p.kind === 'chance') a = rules.sampleChance(s);
    else {
      const moves = rules.legalActions(s);
      a = concreteAction(moves[Math.floor(random() * moves.length)], random);
    }
    const before = text(s);
    const pure = rules.apply(s, a);
    expect(text(s)).toBe(before);
    expect(rules.applyInPlace(s, a), text(a)).toBeNull();
    expect(pure.ok && text(pure.state)).toBe(text(s));
    actions.push(a);
  }
}

describe('the ruleset registry', () => {
  it('gives the Family and Board Games one ruleset and the Party Game its own, by mode, options or state', () => {
    expect(RULESETS.family).toBe(RULESETS.board);
    expect(RULESETS.party).not.toBe(RULESETS.family);
    for (const mode of Object.keys(RULESETS) as GameMode[]) {
      const options = { mode, players: ['A', 'B', 'C'], seed: 1 } as AnyGameOptions;
      expect(rulesetFor(mode)).toBe(RULESETS[mode]);
      expect(rulesetFor(options)).toBe(RULESETS[mode]);
      expect(rulesetFor(rulesetFor(options).newGame(options))).toBe(RULESETS[mode]);
    }
  });

  it('refuses options of no known mode (BAD_OPTIONS), as the Family and Board option check does', () => {
    const options = { mode: 'solitaire', players: ['A', 'B'], seed: 1 } as unknown as AnyGameOptions;
    let thrown: unknown;
    try {
      rulesetFor(options).newGame(options);
    } catch (e) {
      thrown = e;
    }
    expect((thrown as EngineException).error).toEqual({ code: 'BAD_OPTIONS', params: { field: 'mode' } });
  });

  it('seats 2 to 6 players in the Family and Board Games and 2 to 12 in the Party Game (docs/rules.md §2, §11)', () => {
    expect(RULESETS.board.seats).toEqual({ min: 2, max: 6 });
    expect(RULESETS.party.seats).toEqual({ min: 2, max: 12 });
  });
});

describe('every mode through the registry alone: seeded random games', () => {
  const games: [AnyGameOptions, number][] = [
    [{ mode: 'family', players: ['A', 'B', 'C'], seed: 'rs-family' }, 1],
    [{ mode: 'board', players: ['A', 'B', 'C'], seed: 'rs-board' }, 2],
    [{ mode: 'party', players: ['A', 'B', 'C', 'D'], seed: 'rs-party', partyOptions: { races: 3 } }, 3],
  ];
  for (const [options, seed] of games) {
    it(`${options.mode}: refusals leave the state untouched at every step, and the record replays to the same state`, () => {
      const rules = rulesetFor(options);
      const { state, steps } = playChecked(options, seed);
      expect(steps).toBeGreaterThan(20);
      expect(rules.legalActions(state)).toEqual([]);
      const standing = rules.result(state);
      expect(standing?.scores).toHaveLength(options.players.length);
      expect(standing?.winners.length).toBeGreaterThan(0);
      for (const w of standing?.winners ?? []) expect(standing?.scores.find((r) => r.seat === w)?.place).toBe(1);
    });
  }

  it('tells where a new game stands in the terms every mode shares (the Party Game has no VP)', () => {
    const family = RULESETS.family.newGame({ mode: 'family', players: ['A', 'B', 'C'], seed: 5 });
    expect(RULESETS.family.progress(family)).toMatchObject({ round: 1, rounds: 6 });
    expect(RULESETS.family.progress(family).seats).toEqual(
      family.players.map((p) => ({ name: p.name, vp: vpOf(p), money: p.money })),
    );
    const party = RULESETS.party.newGame({ mode: 'party', players: ['A', 'B'], seed: 5, partyOptions: { races: 4 } });
    expect(RULESETS.party.progress(party)).toEqual({
      round: 1,
      rounds: 4,
      seats: [
        { name: 'A', vp: 0, money: 2000 },
        { name: 'B', vp: 0, money: 2000 },
      ],
    });
  });

  it('has no standing before the game is over', () => {
    for (const mode of ['family', 'party'] as const) {
      const options = { mode, players: ['A', 'B'], seed: 5 } as AnyGameOptions;
      const rules = rulesetFor(options);
      expect(rules.result(rules.newGame(options))).toBeNull();
    }
  });
});
