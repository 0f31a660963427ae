/**
 * Board Game positions for unit tests: a real game from newGame, then cards moved from the decks
 * to players (as purchases would), and drivers for purchases, lineup, betting and auctions with
 * forced chance outcomes. Not part of the engine's API (only *.test.ts files import it).
 */
import { describeError } from '../engine/core/errors';
import type { Color } from '../engine/core/colors';
import { removeFromDeck } from '../engine/cards/decks';
import { applyAction } from '../engine/core/engine';
import { deckFor, deckNameOf } from '../engine/board/holdings';
import { pending } from '../engine/core/pending';
import { newGame } from '../engine/core/setup';
import { OWNERS, ORDER, bets, fix, type BetSpec } from './test-helpers';
import type { Action, DeckName, GameOptions, GameState } from '../engine/core/types';

export { ORDER, OWNERS };

/**
 * A Board Game at the start of the first purchase step: seats named A, B, C…, stables on ORDER
 * (black 1:2, green 1:3, red 1:4, blue 1:5, yellow 1:6, white 1:7), seat i the owner of row i
 * unless `characters` says otherwise, seat 0 the first player.
 */
export function boardGame(
  n: number,
  setup: NonNullable<GameOptions['setup']> = {},
  extra: Partial<GameOptions> = {},
): GameState {
  const players = 'ABCDEF'.slice(0, n).split('');
  return newGame({
    mode: 'board',
    players,
    seed: 1,
    setup: { stableOrder: ORDER, characters: OWNERS.slice(0, n), firstPlayer: 0, ...setup },
    ...extra,
  });
}

/** Applies an action that must be legal. */
export function act(s: GameState, a: Action): GameState {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${describeError(r.error)}`);
  return r.state;
}

/** The error code of an action the engine must refuse. */
export function refused(s: GameState, a: Action): string {
  const r = applyAction(s, a);
  if (r.ok) throw new Error(`${JSON.stringify(a)} was accepted`);
  return r.error.code;
}

/** Moves Goal/Assistant/Horse cards out of their decks to a player, as if bought earlier. */
export function give(s: GameState, seat: number, cards: number[]): void {
  const p = s.players[seat];
  for (const card of cards) {
    const deck: DeckName = deckNameOf(card);
    removeFromDeck(deckFor(s, deck), card);
    (deck === 'goal' ? p.goals : deck === 'assistant' ? p.assistants : p.horseCards).push(card);
  }
}

/** Forces the draws of the purchase in progress, in this order. */
export function draws(s: GameState, cards: number[]): GameState {
  for (const card of cards) s = act(s, { type: 'chance', kind: 'draw', card });
  return s;
}

/** A whole Goal/Assistant/Horse purchase: pay, draw these cards, keep one. */
export function buyAndKeep(
  s: GameState,
  seat: number,
  deck: DeckName,
  drawn: number[],
  keep: number,
  shuffle = false,
): GameState {
  s = act(s, { type: 'buyCard', seat, deck, shuffle });
  s = draws(s, drawn);
  return act(s, { type: 'keep', seat, card: keep });
}

/** Two Action cards bought and drawn (forced). */
export function buyActions(s: GameState, seat: number, drawn: number[]): GameState {
  return draws(act(s, { type: 'buyActions', seat }), drawn);
}

/** Every seat still to act in this purchase step (or both steps) passes. */
export function passRest(s: GameState, untilPhase: 'step2' | 'lineup' = 'lineup'): GameState {
  while (s.phase === 'purchase' && !(untilPhase === 'step2' && s.purchase.step === 2)) {
    s = act(s, { type: 'pass', seat: s.queue[0] });
  }
  return s;
}

/** The seat that must answer now. */
export function toAct(s: GameState): number {
  const p = pending(s);
  if (p.kind !== 'player') throw new Error(`no player to act (${p.kind})`);
  return p.seat;
}

/** Lineup: each seat's placements as its turn comes (missing seats place nothing). */
export function lineups(s: GameState, placements: Record<number, { card: number; horse: Color }[]>): GameState {
  while (s.phase === 'lineup') {
    const seat = toAct(s);
    s = act(s, { type: 'lineup', seat, placements: placements[seat] ?? [] });
  }
  return s;
}

/** Answers the auction in progress with the given accept/drop decisions, in turn. */
export function bids(s: GameState, answers: boolean[]): GameState {
  for (const accept of answers) s = act(s, { type: 'bid', seat: toAct(s), accept });
  return s;
}

/**
 * From the lineup to the first movement card: lineups, first bets, fixing (each seat's
 * [card, horse] plays), second bets (missing seats pass).
 */
export function toRace(
  s: GameState,
  o: {
    lineup?: Record<number, { card: number; horse: Color }[]>;
    first: Record<number, BetSpec>;
    plays?: Record<number, readonly (readonly [number, Color])[]>;
    second?: Record<number, BetSpec>;
  },
): GameState {
  s = lineups(s, o.lineup ?? {});
  s = bets(s, o.first);
  s = fix(s, o.plays ?? {});
  return bets(s, o.second ?? {});
}
