import { sampleChance } from './chance';
import { applyActionInPlace } from './engine';
import { describeError } from './errors';
import { pending } from './pending';
import { newGame } from './setup';
import type { Action, GameOptions, GameState, PlayerAction } from './types';
import { playerView, type PlayerView } from './view';

/** A seat's player (bot, test driver): chooses an action from what that seat may see. */
export type Agent = (view: PlayerView) => PlayerAction;

/**
 * Sees the game after each step (and once at the start, with an empty log): the game's own state,
 * changed in place as play goes on, so copy what you keep. `view` is what the acting seat chose
 * from (absent for chance steps). Return 'stop' to end play there.
 */
export type OnStep = (state: GameState, actions: readonly Action[], view?: PlayerView) => void | 'stop';

export interface PlayedGame {
  state: GameState;
  /** Every action applied, chance steps included: with the options, the game record. */
  actions: Action[];
}

/**
 * Plays a game from `options`: chance steps are drawn with the game's seeded generator; each
 * player decision goes to `agents[seat]` with that seat's playerView. Throws (naming the seat and
 * the engine's reason) when an agent chooses an illegal action.
 */
export function playGame(options: GameOptions, agents: readonly Agent[], onStep: OnStep = () => {}): PlayedGame {
  const state = newGame(options);
  const actions: Action[] = [];
  if (onStep(state, actions) === 'stop') return { state, actions };
  for (;;) {
    const p = pending(state);
    if (p.kind === 'over') return { state, actions };
    let view: PlayerView | undefined;
    let a: Action;
    if (p.kind === 'chance') {
      a = sampleChance(state);
      applyActionInPlace(state, a);
    } else {
      view = playerView(state, p.seat);
      a = agents[p.seat](view);
      const e = applyActionInPlace(state, a);
      if (e)
        throw new Error(
          `playGame: seat ${p.seat} (${options.players[p.seat]}) chose an illegal action ${JSON.stringify(a)}: ${describeError(e)}`,
        );
    }
    actions.push(a);
    if (onStep(state, actions, view) === 'stop') return { state, actions };
  }
}
