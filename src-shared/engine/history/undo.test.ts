import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { rulesetFor } from '../modes';
import type { AnyGameRecord, AnyGameState } from '../party/types';
import { propertyRuns } from '../../testing/property-runs';
import { optionsFor, playWithStates, type PlayedWithStates } from '../../testing/played-games';
import { seededRandom } from '../../testing/random-game';
import { concreteAction } from '../core/concrete-action';
import type { Move } from '../core/legal-actions';
import { takeBack, undoTarget } from './undo';

// Undo against bots (docs/replays.md "Undo"): a seat takes back only its own decisions since the
// last moment new information came out, and the game then goes on with the very same draws.

type Actor = number | 'chance';

function actorAt(g: PlayedWithStates, k: number): Actor {
  const p = rulesetFor(g.options).pending(g.states[k]);
  return p.kind === 'player' ? p.seat : 'chance';
}

const moment = (g: PlayedWithStates, k: number): string =>
  `${g.states[k].phase} ${rulesetFor(g.options).progress(g.states[k]).round}`;

/** Plays on from `s` to the end: chance from the state's generator, decisions from `random`. */
function playOn(s: AnyGameState, random: () => number, log: AnyGameRecord['actions']): AnyGameState {
  const rules = rulesetFor(s);
  for (let p = rules.pending(s); p.kind !== 'over'; p = rules.pending(s)) {
    const moves = rules.legalActions(s);
    const a =
      p.kind === 'chance'
        ? rules.sampleChance(s)
        : concreteAction(moves[Math.floor(random() * moves.length)] as Move, random);
    expect(rules.applyInPlace(s, a)).toBeNull();
    log.push(a);
  }
  return s;
}

/** Checks undo at the save point `c` of a played game, for `seat`; returns how many steps it took back. */
function checkUndoAt(g: PlayedWithStates, c: number, seat: number, random: () => number): number {
  const rules = rulesetFor(g.options);
  const record: AnyGameRecord = { options: g.options, actions: g.actions.slice(0, c) };
  const t = undoTarget(record, seat);
  // The step before the boundary, when there is one, is where new information came out: chance,
  // another seat, or a decision that led into another phase or round (or the game's end).
  const boundary = (k: number): boolean =>
    k < 0 || actorAt(g, k) !== seat || moment(g, k) !== moment(g, k + 1) || rules.pending(g.states[c]).kind === 'over';
  if (!t) {
    expect(boundary(c - 1)).toBe(true);
    expect(takeBack(record, seat)).toEqual({ ok: false, error: { code: 'NOTHING_TO_UNDO', params: { seat } } });
    return 0;
  }
  expect(t.index + t.steps).toBe(c);
  for (let k = t.index; k < c; k++) {
    expect(actorAt(g, k)).toBe(seat);
    expect(moment(g, k + 1)).toBe(moment(g, t.index));
  }
  expect(boundary(t.index - 1)).toBe(true);

  const one = takeBack(record, seat);
  const all = takeBack(record, seat, 'boundary');
  if (!one.ok || !all.ok) throw new Error('undo refused');
  expect(one.undone).toBe(1);
  expect(all.undone).toBe(t.steps);
  // The whole state, hidden cards and generator included, is the one the game had then.
  expect(rules.replay(one.record)).toEqual(g.states[c - 1]);
  const back = rules.replay(all.record);
  expect(back).toEqual(g.states[t.index]);

  // The same decisions again: every later chance step is the one the original game drew.
  const redo = rules.replay(all.record);
  for (const a of g.actions.slice(t.index)) {
    if (a.type === 'chance') expect(rules.sampleChance(redo)).toEqual(a);
    expect(rules.applyInPlace(redo, a)).toBeNull();
  }
  expect(redo).toEqual(g.states[g.states.length - 1]);

  // Other decisions after the undo: the save made at the end replays exactly.
  const log = all.record.actions.slice();
  const end = playOn(back, random, log);
  expect(rules.replay({ options: g.options, actions: log })).toEqual(end);
  return t.steps;
}

describe.each([
  ['family', propertyRuns(3, 60)],
  ['board', propertyRuns(2, 30)],
  ['party', propertyRuns(3, 60)],
] as const)('undo in random %s games', (mode, numRuns) => {
  it('takes back only the seat’s own last decisions, to the state and the draws the game had', () => {
    let undone = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 4 }), (seed, n) => {
        const random = seededRandom(seed);
        const g = playWithStates(optionsFor(mode, n, seed), random);
        const rules = rulesetFor(g.options);
        // Save points: wherever a seat is to decide (the game's end too).
        const saves = g.states.flatMap((s, k) => (rules.pending(s).kind === 'chance' ? [] : [k]));
        // Half of them just after a decision, asked by the seat that made it; half any seat's.
        const afterDecision = saves.filter((k) => k > 0 && actorAt(g, k - 1) !== 'chance');
        for (let i = 0; i < 6; i++) {
          const from = i % 2 === 0 ? afterDecision : saves;
          const c = from[Math.floor(random() * from.length)];
          const seat = i % 2 === 0 ? (actorAt(g, c - 1) as number) : Math.floor(random() * n);
          undone += checkUndoAt(g, c, seat, random);
        }
      }),
      { numRuns, ...(inject('propertyRuns') === 'full' ? {} : { seed: 2026 }) },
    );
    // The games above hold decisions that may be taken back, so the checks on them ran.
    expect(undone).toBeGreaterThan(0);
  });
});

describe('undo in a Party Game (docs/rules.md §11: each seat places its Show and Win bets in turn)', () => {
  // Seed 1, 3 seats: the bookmaker is drawn (seat 2), seat 0 bets twice, seat 1 twice, then the race.
  const g = playWithStates(optionsFor('party', 3, 1), seededRandom(1));
  const upTo = (n: number): AnyGameRecord => ({ options: g.options, actions: g.actions.slice(0, n) });

  it('takes back a seat’s bets one at a time or both, and nothing once the next seat has bet', () => {
    expect(g.actions.slice(1, 5).map((a) => (a.type === 'bet' ? a.seat : a.type))).toEqual([0, 0, 1, 1]);
    expect(undoTarget(upTo(3), 0)).toEqual({ index: 1, steps: 2 });
    expect(takeBack(upTo(3), 0)).toEqual({ ok: true, record: upTo(2), undone: 1 });
    expect(takeBack(upTo(3), 0, 'boundary')).toEqual({ ok: true, record: upTo(1), undone: 2 });
    expect(undoTarget(upTo(4), 0)).toBeNull();
    expect(undoTarget(upTo(4), 1)).toEqual({ index: 3, steps: 1 });
  });

  it('takes nothing back once the race has been run: its cards are drawn as soon as the bets are in', () => {
    expect(undoTarget(upTo(5), 1)).toBeNull();
    expect(undoTarget(upTo(2), 2)).toBeNull();
  });
});
