import type {
  Action,
  AnyGameOptions,
  AnyGameState,
  GameMode,
  PartyAction,
  PartyPhase,
  PartyView,
  Phase,
  PlayerView,
  SeenAction,
} from '../../src-shared/index';
import type { LogEntry } from '../game/log';
import type { StepResult } from '../game/session';
import type { MessageKey } from '../i18n/keys';
import type { StageContext } from '../stores/race-staging';
import type { useStageStore } from '../stores/stage-store';

/** A seat's view in a game of any mode. */
export type AnyView = PlayerView | PartyView;

/** The Party Game's own settings (docs/rules.md §11). */
export interface PartySettings {
  races: number;
  startingMoney: number;
}

/** What the new-game form and a rematch choose for a table, whatever its mode. */
export interface TableChoice {
  players: string[];
  seed: number;
  starred: boolean;
  party?: PartySettings;
}

/**
 * What differs per mode for the app's screens: components and the session ask this instead of
 * comparing mode names (docs/architecture.md, "The renderer"). Rules stay in the engine: the seat
 * bounds are the ruleset's, the log and the staging read only what the engine's views and states say.
 */
export interface ModeUi {
  readonly mode: GameMode;
  /** How many seats a game takes: the engine's ruleset's bounds. */
  readonly seats: { readonly min: number; readonly max: number };
  /** The Board Game's starred option (docs/rules.md §1) applies. */
  readonly starred: boolean;
  /** The Board Game's auctions, Goal cards and loans show on seats and the final scores. */
  readonly boardParts: boolean;
  /** The new-game form asks the Party Game's races and starting money. */
  readonly partySettings: boolean;
  /** The message key naming a phase (a saved game's snapshot may name any mode's). */
  phaseKey(phase: Phase | PartyPhase): MessageKey;
  /** The saved-games row's label for a finished game's final standing. */
  readonly finalKey: MessageKey;
  /** The game's options for a table chosen in the form or kept by a rematch. */
  options(choice: TableChoice): AnyGameOptions;
  /** What a rematch keeps of a game besides its players: the starred option, the Party settings. */
  kept(options: AnyGameOptions, state: AnyGameState): Pick<TableChoice, 'starred' | 'party'>;
  /** The log lines one applied action adds (`viewer`: whose secrets they may name). */
  describe(before: AnyGameState, action: Action | PartyAction, after: AnyGameState, viewer: number): LogEntry[];
  /** The same online: from the action as `viewer` may know it, between two of their views. */
  describeSeen(before: AnyView, action: SeenAction | PartyAction, after: AnyView, viewer: number): LogEntry[];
  /** The log as `view` may read it; `turning`, the lanes turned over so far as a race's start is staged. */
  logFor(log: readonly LogEntry[], view: AnyView, turning: readonly number[] | null): LogEntry[];
  /** Stages the change from `before` to `after` on the table (the race show, the payoff moment). */
  present(
    stage: ReturnType<typeof useStageStore>,
    before: AnyView | null,
    after: AnyView,
    r: StepResult | null,
    ctx: StageContext,
  ): Promise<void>;
}
