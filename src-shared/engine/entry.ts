import type { EngineError } from './core/errors';
import type { ApplyResult } from './core/engine';
import type { Move } from './core/legal-actions';
import type { Pending } from './core/pending';
import type { ChanceAction, GameOptions, GameState } from './core/types';
import { SPECTATOR, type PlayerView } from './core/view';
import { rulesetFor } from './modes';
import type { PartyApplyResult } from './party/engine';
import type { AnyGameOptions, AnyGameState, PartyChanceAction, PartyOptions, PartyState } from './party/types';
import type { PartyView } from './party/view';
import type { Applied } from './ruleset';

/**
 * The engine's entry points for a game of any mode (src-shared/index.ts exports them): each goes
 * to the ruleset of the game's mode (modes.ts). See ruleset.ts for what each one promises.
 */

/** A new game; throws EngineException on bad options. */
export function newGame(options: GameOptions): GameState;
export function newGame(options: PartyOptions): PartyState;
export function newGame(options: AnyGameOptions): GameState | PartyState;
export function newGame(options: AnyGameOptions): GameState | PartyState {
  return rulesetFor(options).newGame(options);
}

/** Who must act now. */
export function pending(s: AnyGameState): Pending {
  return rulesetFor(s).pending(s);
}

/** The legal choices of the player to act (a Party Game offers only bets and tie orders, of the same shapes). */
export function legalActions(s: AnyGameState): Move[] {
  return rulesetFor(s).legalActions(s);
}

/** Checks an action (of any shape) against the rules; null when it is legal now. */
export function validateAction(s: AnyGameState, raw: unknown): EngineError | null {
  return rulesetFor(s).validate(s, raw);
}

/**
 * Applies a legal action to `s` itself (for simulations that own their state). On an error,
 * `s` is untouched.
 */
export function applyActionInPlace(s: AnyGameState, raw: unknown): EngineError | null {
  return rulesetFor(s).applyInPlace(s, raw);
}

/** Pure: the state after the action, or why the action is refused (the input is never changed). */
export function applyAction(s: GameState, raw: unknown): ApplyResult;
export function applyAction(s: PartyState, raw: unknown): PartyApplyResult;
export function applyAction(s: AnyGameState, raw: unknown): ApplyResult | PartyApplyResult;
export function applyAction(s: AnyGameState, raw: unknown): Applied<AnyGameState> {
  return rulesetFor(s).apply(s, raw);
}

/** Every outcome of the current chance step with its probability. */
export function chanceOutcomes(s: GameState): { action: ChanceAction; probability: number }[];
export function chanceOutcomes(s: PartyState): { action: PartyChanceAction; probability: number }[];
export function chanceOutcomes(s: AnyGameState): { action: ChanceAction | PartyChanceAction; probability: number }[];
export function chanceOutcomes(s: AnyGameState): { action: ChanceAction | PartyChanceAction; probability: number }[] {
  return rulesetFor(s).chanceOutcomes(s);
}

/** The outcome the state's own generator picks next (the generator is not advanced). */
export function sampleChance(s: GameState): ChanceAction;
export function sampleChance(s: PartyState): PartyChanceAction;
export function sampleChance(s: AnyGameState): ChanceAction | PartyChanceAction;
export function sampleChance(s: AnyGameState): ChanceAction | PartyChanceAction {
  return rulesetFor(s).sampleChance(s);
}

/** What one seat may see (docs/rules.md §10), with its legal moves when it is to act. */
export function playerView(s: GameState, seat: number): PlayerView;
export function playerView(s: PartyState, seat: number): PartyView;
export function playerView(s: AnyGameState, seat: number): PlayerView | PartyView;
export function playerView(s: AnyGameState, seat: number): PlayerView | PartyView {
  return rulesetFor(s).playerView(s, seat);
}

/** The public view (the SPECTATOR's): no hidden card and no moves. */
export function publicView(s: GameState): PlayerView;
export function publicView(s: PartyState): PartyView;
export function publicView(s: AnyGameState): PlayerView | PartyView;
export function publicView(s: AnyGameState): PlayerView | PartyView {
  return playerView(s, SPECTATOR);
}
