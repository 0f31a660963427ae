import { STRATEGY_NAMES } from '../ai/strategies/fixed-strategies';
import type { AnyGameState, GameMode, GameState, Mode, PartyState } from '../src-shared/index';
import type { CliResult } from './cli-result';
import { familyBoardSummary, partySummary } from './replay-summary';

/** A game state of mode M. */
type StateOf<M extends GameMode> = M extends 'party' ? PartyState : GameState;

/** What the cli's commands do differently per mode. */
export interface CliMode<S> {
  /** The mode's name in reports ("… Game"). */
  readonly name: string;
  /** The fixed strategies (ai/strategies/) that can play it. */
  readonly strategies: readonly string[];
  /**
   * The mode as the worker threads take it when its games are worth sharing among them, else null
   * (a Party Game is quick: this thread plays it).
   */
  readonly workers: Mode | null;
  /** The match report has a mean-VP column (the Party Game has no VP). */
  readonly vp: boolean;
  /** `hf replay`'s summary of where a game of the mode stands. */
  summary(file: string, s: S, asJson: boolean): CliResult;
}

/**
 * The cli's mode registry, beside the engine's (src-shared/engine/modes.ts) and the app's
 * (src-renderer/modes/): the only place in cli/ where a mode is told apart; lint holds it.
 */
export const CLI_MODES: { readonly [M in GameMode]: CliMode<StateOf<M>> } = {
  family: { name: 'Family', strategies: STRATEGY_NAMES, workers: 'family', vp: true, summary: familyBoardSummary },
  board: { name: 'Board', strategies: STRATEGY_NAMES, workers: 'board', vp: true, summary: familyBoardSummary },
  party: { name: 'Party', strategies: [], workers: null, vp: false, summary: partySummary },
};

/** Every mode, as `--mode` takes them. */
export const CLI_MODE_NAMES = Object.keys(CLI_MODES) as GameMode[];

export function isGameMode(x: string): x is GameMode {
  return Object.hasOwn(CLI_MODES, x);
}

export function cliMode(mode: GameMode): Omit<CliMode<never>, 'summary'> {
  return CLI_MODES[mode];
}

/** `hf replay`'s summary of a game of any mode, by its mode's printer. */
export function summarize(file: string, s: AnyGameState, asJson: boolean): CliResult {
  // A state only ever goes to its own mode's printer.
  return (CLI_MODES[s.mode].summary as CliMode<AnyGameState>['summary'])(file, s, asJson);
}
