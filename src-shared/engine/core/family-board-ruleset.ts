import { chanceOutcomes, sampleChance } from './chance';
import { DecisionView } from './decision-view';
import { applyAction, applyActionInPlace, validateAction } from './engine';
import { legalActions, type Move } from './legal-actions';
import { pending } from './pending';
import type { GameRecord } from './replay';
import { vpOf } from './players';
import { FAMILY_BOARD_SEATS, newGame } from './setup';
import type { Action, FinalScore, GameOptions, GameState, Victory } from './types';
import { playerView, type PlayerView } from './view';
import { replayRecord, type Ruleset, type Standing } from '../ruleset';

/** How a Family or Board Game ended: places, VP and money, and what decided the win (docs/rules.md §9). */
export interface FamilyBoardStanding extends Standing<FinalScore> {
  victory: Victory | null;
}

export type FamilyBoardRuleset = Ruleset<
  GameState,
  GameOptions,
  PlayerView,
  Action,
  GameRecord,
  FamilyBoardStanding,
  Move
>;

/** The Family and Board Games: one ruleset, the mode being an option of the state (docs/rules.md §2). */
export const FAMILY_BOARD_RULESET: FamilyBoardRuleset = {
  seats: FAMILY_BOARD_SEATS,
  newGame,
  pending,
  legalActions,
  validate: validateAction,
  apply: applyAction,
  applyInPlace: applyActionInPlace,
  chanceOutcomes,
  sampleChance,
  playerView,
  decisionView: (s, seat) => new DecisionView(s, seat),
  replay: (record) => replayRecord(FAMILY_BOARD_RULESET, record),
  progress: (s) => ({
    round: s.round,
    rounds: s.rounds,
    seats: s.players.map((p) => ({ name: p.name, vp: vpOf(p), money: p.money })),
  }),
  result: (s) =>
    s.phase === 'gameOver' && s.result
      ? { scores: s.result, winners: s.victory ? [s.victory.seat] : [], victory: s.victory }
      : null,
};
