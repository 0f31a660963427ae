import type { GameMode } from '../../src-shared/index';
import { BOARD_UI, FAMILY_UI } from './family-board';
import type { ModeUi } from './mode-ui';
import { PARTY_UI } from './party';

/**
 * The app's mode registry, beside the engine's (src-shared/engine/modes.ts): what each mode's
 * screens differ in. The only place in the app where a mode is told apart; lint holds it.
 */
export const MODE_UI: { readonly [M in GameMode]: ModeUi } = { family: FAMILY_UI, board: BOARD_UI, party: PARTY_UI };

/** Every mode, in the order the new-game form offers them. */
export const GAME_MODES = Object.keys(MODE_UI) as GameMode[];

export function modeUi(mode: GameMode): ModeUi {
  return MODE_UI[mode];
}

/** Whether a remembered or typed value names a mode. */
export function isGameMode(x: unknown): x is GameMode {
  return typeof x === 'string' && Object.hasOwn(MODE_UI, x);
}

/** The Family/Board or Party part of a view (or a state): what a shared component draws. */
export { familyBoardOf, partyOf } from '../../src-shared/index';
export { PARTY_DENSE_ABOVE } from './party';
export type { AnyView, ModeUi, PartySettings, TableChoice } from './mode-ui';
