import { describeError } from './errors';
import type { Action, GameOptions, GameState, PlayerAction } from './types';
import type {
  AnyGameOptions,
  AnyGameState,
  PartyAction,
  PartyOptions,
  PartyPlayerAction,
  PartyState,
} from '../party/types';
import type { PartyView } from '../party/view';
import type { PlayerView } from './view';
import { rulesetFor } from '../modes';

/** A seat's player (bot, test driver): chooses an action from what that seat may see. */
export type Agent = (view: PlayerView) => PlayerAction;
/** A seat's player in a Party Game. */
export type PartyAgent = (view: PartyView) => PartyPlayerAction;

/**
 * Sees the game after each step (and once at the start, with an empty log): the game's own state,
 * changed in place as play goes on, so copy what you keep. `view` is what the acting seat chose
 * from (absent for chance steps). Return 'stop' to end play there.
 */
export type OnStep = (state: GameState, actions: readonly Action[], view?: PlayerView) => void | 'stop';
export type PartyOnStep = (state: PartyState, actions: readonly PartyAction[], view?: PartyView) => void | 'stop';

export interface PlayedGame {
  state: GameState;
  /** Every action applied, chance steps included: with the options, the game record. */
  actions: Action[];
}
export interface PlayedPartyGame {
  state: PartyState;
  actions: PartyAction[];
}

/** The implementation's view of both agent kinds: each is only handed its own mode's view. */
type AnyAgent = (view: never) => PlayerAction | PartyPlayerAction;
type AnyOnStep = (state: never, actions: never, view?: never) => void | 'stop';

/**
 * Plays a game of any mode from `options`: chance steps are drawn with the game's seeded
 * generator; each player decision goes to `agents[seat]` with that seat's player view. Throws
 * (naming the seat and the engine's reason) when an agent chooses an illegal action.
 *
 * Where the mode's ruleset builds views lazily (the Family and Board Games, see DecisionView), a
 * view is first built only as far as the agent reads it (a player uniform over `view.moves` costs
 * the legal moves alone); a seat whose agent read more then gets whole plain views. Views are
 * complete before the game moves on when `onStep` is given, so it can read them; an agent that
 * keeps a view past its decision must read it (or copy it) during the decision.
 */
export function playGame(options: GameOptions, agents: readonly Agent[], onStep?: OnStep): PlayedGame;
export function playGame(options: PartyOptions, agents: readonly PartyAgent[], onStep?: PartyOnStep): PlayedPartyGame;
export function playGame(
  options: AnyGameOptions,
  agents: readonly ((view: PlayerView | PartyView) => PlayerAction | PartyPlayerAction)[],
  onStep?: (
    state: AnyGameState,
    actions: readonly (Action | PartyAction)[],
    view?: PlayerView | PartyView,
  ) => void | 'stop',
): PlayedGame | PlayedPartyGame;
export function playGame(
  options: AnyGameOptions,
  agents: readonly AnyAgent[],
  onStep?: AnyOnStep,
): PlayedGame | PlayedPartyGame {
  const rules = rulesetFor(options);
  const state: AnyGameState = rules.newGame(options);
  const actions: (Action | PartyAction)[] = [];
  const played = { state, actions } as PlayedGame | PlayedPartyGame;
  const readsAll = agents.map(() => false);
  // Each overload's onStep is only handed its own mode's state, log and view.
  const step = (view?: PlayerView | PartyView): boolean =>
    onStep?.(state as never, actions as never, view as never) === 'stop';
  if (step()) return played;
  for (;;) {
    const p = rules.pending(state);
    if (p.kind === 'over') return played;
    let view: PlayerView | PartyView | undefined;
    let a: Action | PartyAction;
    if (p.kind === 'chance') {
      a = rules.sampleChance(state);
      rules.applyInPlace(state, a);
    } else {
      const lazy = readsAll[p.seat] ? undefined : rules.decisionView?.(state, p.seat);
      if (!lazy) {
        view = rules.playerView(state, p.seat);
        a = agents[p.seat](view as never);
      } else {
        view = lazy.view;
        a = agents[p.seat](lazy.view as never);
        // An agent that read more than its moves gets plain views from now on (no Proxy per read).
        if (lazy.built()) readsAll[p.seat] = true;
        else if (onStep) lazy.complete();
        lazy.close();
      }
      const e = rules.applyInPlace(state, a);
      if (e)
        throw new Error(
          `playGame: seat ${p.seat} (${options.players[p.seat]}) chose an illegal action ${JSON.stringify(a)}: ${describeError(e)}`,
        );
    }
    actions.push(a);
    if (step(view)) return played;
  }
}
