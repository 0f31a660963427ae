import { concreteAction } from '../engine/core/concrete-action';
import type { Move } from '../engine/core/legal-actions';
import { plainCopy } from '../engine/core/plain-copy';
import { playGame } from '../engine/core/play-game';
import type { Action, GameMode } from '../engine/core/types';
import type { AnyGameOptions, AnyGameState, PartyAction } from '../engine/party/types';

/** Options for a random game of any mode with `n` players (the Party Game takes 2 to 12). */
export function optionsFor(mode: GameMode, n: number, seed: number): AnyGameOptions {
  const players = Array.from({ length: n }, (_, i) => `P${i}`);
  return mode === 'party'
    ? { mode, players, seed, partyOptions: { races: 3 } }
    : { mode, players, seed, starred: mode === 'board' };
}

/** A whole game of any mode, random legal moves drawn from `random`, with every state it went through. */
export interface PlayedWithStates {
  options: AnyGameOptions;
  /** The complete log, chance steps included. */
  actions: (Action | PartyAction)[];
  /** states[k]: a copy of the state after the first k actions (states[0]: the new game). */
  states: AnyGameState[];
}

export function playWithStates(options: AnyGameOptions, random: () => number): PlayedWithStates {
  const states: AnyGameState[] = [];
  // Party moves have the shapes of the Family and Board Games' bets and tie orders.
  const agent = (view: { moves: readonly unknown[] }) =>
    concreteAction(view.moves[Math.floor(random() * view.moves.length)] as Move, random);
  const played = playGame(
    options,
    options.players.map(() => agent),
    (s) => void states.push(plainCopy(s)),
  );
  return { options, actions: played.actions, states };
}
