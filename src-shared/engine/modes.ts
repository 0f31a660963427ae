import type { GameMode } from './core/types';
import { FAMILY_BOARD_RULESET, type FamilyBoardRuleset } from './core/family-board-ruleset';
import type { GameOptions, GameState, Mode, Action, FinalScore } from './core/types';
import type { Move } from './core/legal-actions';
import type { PlayerView } from './core/view';
import { PARTY_RULESET, type PartyRuleset } from './party/ruleset';
import type { PartyView } from './party/view';
import type {
  AnyGameOptions,
  AnyGameRecord,
  AnyGameState,
  PartyAction,
  PartyOptions,
  PartyScore,
  PartyState,
} from './party/types';
import type { Ruleset, Standing } from './ruleset';

/**
 * Every mode's rules, by mode: the Family and Board Games share one ruleset (the mode is an
 * option of their state), the Party Game has its own. A new mode is one more entry here.
 */
export const RULESETS: { readonly [M in GameMode]: M extends 'party' ? PartyRuleset : FamilyBoardRuleset } = {
  family: FAMILY_BOARD_RULESET,
  board: FAMILY_BOARD_RULESET,
  party: PARTY_RULESET,
};

/** A ruleset of any mode; each state (options, record) only ever goes to its own mode's. */
export type AnyRuleset = Ruleset<
  AnyGameState,
  AnyGameOptions,
  PlayerView | PartyView,
  Action | PartyAction,
  AnyGameRecord,
  Standing<FinalScore> | Standing<PartyScore>,
  Move
>;

const BY_MODE: ReadonlyMap<unknown, AnyRuleset> = new Map(Object.entries(RULESETS));

/**
 * The ruleset of a state, of options or of a mode. Options of no known mode go to the Family and
 * Board ruleset, whose option check refuses them (BAD_OPTIONS), as before there was a registry.
 */
export function rulesetFor(of: PartyState | PartyOptions | 'party'): PartyRuleset;
export function rulesetFor(of: GameState | GameOptions | Mode): FamilyBoardRuleset;
export function rulesetFor(of: AnyGameState | AnyGameOptions | GameMode): AnyRuleset;
export function rulesetFor(of: AnyGameState | AnyGameOptions | GameMode): AnyRuleset {
  const mode = typeof of === 'string' ? of : (of as { mode?: unknown } | null)?.mode;
  return BY_MODE.get(mode) ?? FAMILY_BOARD_RULESET;
}

/**
 * The Family/Board member of a union of both rulesets' shapes (a view, a state, options), or null:
 * how the app, the cli and the bots narrow such a union without comparing mode names themselves.
 */
export function familyBoardOf<T extends { mode?: GameMode }>(x: T): Exclude<T, { mode: 'party' }> | null {
  return x.mode === 'party' ? null : (x as Exclude<T, { mode: 'party' }>);
}

/** The Party Game member of such a union, or null. */
export function partyOf<T extends { mode?: GameMode }>(x: T): Extract<T, { mode: 'party' }> | null {
  return x.mode === 'party' ? (x as Extract<T, { mode: 'party' }>) : null;
}
