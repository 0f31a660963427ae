import {
  familyBoardOf,
  RULESETS,
  type Action,
  type Mode,
  type PartyPhase,
  type Phase,
  type SeenAction,
} from '../../src-shared/index';
import { describe, describeSeen, logForView } from '../game/log';
import type { MessageKey } from '../i18n/keys';
import { presentStep } from '../stores/race-staging';
import type { ModeUi } from './mode-ui';

/** A Family or Board view's phase; a snapshot's Party phase (of a mismatched save) keeps the Party name. */
function phaseKey(phase: Phase | PartyPhase): MessageKey {
  return phase === 'bookmaker' || phase === 'betting' ? `party.phase.${phase}` : `phase.${phase}`;
}

/**
 * The Family and Board Games (docs/rules.md §1–10) share their screens as they share the engine's
 * ruleset; the Board Game adds the starred option, auctions, Goal cards and loans.
 */
function familyBoardUi(mode: Mode, board: boolean): ModeUi {
  return {
    mode,
    seats: RULESETS[mode].seats,
    starred: board,
    boardParts: board,
    partySettings: false,
    phaseKey,
    finalKey: 'saves.finalScore',
    options: (choice) => ({ mode, players: choice.players, seed: choice.seed, starred: choice.starred }),
    kept: (options) => ({ starred: familyBoardOf(options)?.starred ?? false }),
    describe(before, action, after, viewer) {
      const [b, a] = [familyBoardOf(before), familyBoardOf(after)];
      return b && a ? describe(b, action as Action, a, viewer) : [];
    },
    describeSeen(before, action, after, viewer) {
      const [b, a] = [familyBoardOf(before), familyBoardOf(after)];
      return b && a ? describeSeen(b, action as SeenAction, a, viewer) : [];
    },
    logFor: (log, view, turning) => logForView(log, familyBoardOf(view), turning),
    present(stage, before, after, r, ctx) {
      const a = familyBoardOf(after);
      return a ? presentStep(stage, before && familyBoardOf(before), a, r, ctx) : Promise.resolve();
    },
  };
}

export const FAMILY_UI = familyBoardUi('family', false);
export const BOARD_UI = familyBoardUi('board', true);
