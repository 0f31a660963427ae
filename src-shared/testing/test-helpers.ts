/**
 * Helpers for the engine's unit tests: drive a real game with forced chance outcomes. Not part of
 * the engine's API (nothing imports it but *.test.ts files).
 */
import { describeError } from '../engine/core/errors';
import type { Color } from '../engine/core/colors';
import { applyAction } from '../engine/core/engine';
import { pending } from '../engine/core/pending';
import { newGame } from '../engine/core/setup';
import type { Action, BetKind, GameOptions, GameState } from '../engine/core/types';

/** The six non-starred characters; index = the odds row of the stable they own at setup. */
export const OWNERS = [
  'cranio-mercanti',
  'steve-mcskull',
  'viktor-von-schadel',
  'cesar-crane',
  'craneo-cervantes',
  'sigvard-skalle',
] as const;

/** Rows used by most tests: black 1:2, green 1:3, red 1:4, blue 1:5, yellow 1:6, white 1:7. */
export const ORDER: Color[] = ['black', 'green', 'red', 'blue', 'yellow', 'white'];

export function family(
  players: string[],
  setup: NonNullable<GameOptions['setup']>,
  extra: Partial<GameOptions> = {},
): GameState {
  return newGame({ mode: 'family', players, seed: 1, setup, ...extra });
}

/** Applies an action that must be legal. */
export function act(s: GameState, a: Action): GameState {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${describeError(r.error)}`);
  return r.state;
}

/** Deals the Action cards: hands[seat] are that seat's cards, in the order they are dealt. */
export function deal(s: GameState, hands: Record<number, number[]>): GameState {
  const left: Record<number, number[]> = {};
  for (const k of Object.keys(hands)) left[+k] = hands[+k].slice();
  while (s.phase === 'deal' && pending(s).kind === 'chance') {
    const card = left[s.queue[0]].shift();
    if (card === undefined) throw new Error(`no card left to deal to seat ${s.queue[0]}`);
    s = act(s, { type: 'chance', kind: 'deal', card });
  }
  return s;
}

export type BetSpec = [horse: Color, kind: BetKind, stake: number] | null;

/** First (or second) bets: the next pending seat takes its spec (null = pass, second bets only). */
export function bets(s: GameState, specs: Record<number, BetSpec>): GameState {
  const phase = s.phase;
  while (s.phase === phase && pending(s).kind === 'player') {
    const seat = s.queue[0];
    const spec = specs[seat];
    s = spec
      ? act(s, { type: 'bet', seat, horse: spec[0], kind: spec[1], stake: spec[2] })
      : act(s, { type: 'pass', seat });
  }
  return s;
}

/** Fixing: each seat plays its [card, horse] pairs in order, as its turns come. */
export function fix(s: GameState, plays: Record<number, readonly (readonly [number, Color])[]>): GameState {
  const left: Record<number, (readonly [number, Color])[]> = {};
  for (const k of Object.keys(plays)) left[+k] = plays[+k].slice();
  while (s.phase === 'fixing') {
    const seat = s.queue[0];
    const next = left[seat]?.shift();
    if (!next) throw new Error(`no play left for seat ${seat}`);
    s = act(s, { type: 'playCard', seat, card: next[0], horse: next[1] });
  }
  return s;
}

/** Race rounds: a movement card, then the two sprint dice. */
export function run(s: GameState, rounds: [card: number, dice: [Color, Color]][]): GameState {
  for (const [card, dice] of rounds) {
    s = act(s, { type: 'chance', kind: 'movement', card });
    s = act(s, { type: 'chance', kind: 'dice', dice });
  }
  return s;
}

/**
 * With ORDER and no active Action card, this race ranks red, black, blue, green, yellow, white
 * (worked out by hand from the docs/rules.md §1 movement table).
 */
export const RACE_A: [number, [Color, Color]][] = [
  [13, ['red', 'blue']], // black 2, green 2, red 4, blue 4, yellow 2, white 2
  [2, ['red', 'blue']], // black 5, green 4, red 8, blue 7, yellow 4, white 4
  [11, ['red', 'black']], // black 8, green 7, red 12 → 1st, blue 9, yellow 6, white 6
  [17, ['green', 'blue']], // black 12, green 11, blue 12: black (1:2) 2nd, blue (1:5) 3rd
  [1, ['yellow', 'white']], // green 14 → 4th, yellow 11, white 11
  [3, ['black', 'black']], // yellow 13, white 13: yellow (1:6) 5th, white (1:7) 6th
];
