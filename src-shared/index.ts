/** The Horse Fever rules engine: pure, deterministic, serializable; no DOM, no Node. */
export * from './engine/core/colors';
export * from './engine/core/types';
export {
  EngineException,
  describeError,
  type EngineError,
  type ErrorCode,
  type ErrorParams,
} from './engine/core/errors';
export { FAMILY_BOARD_SEATS, ROUNDS_BY_PLAYERS, TOKENS_BY_PLAYERS } from './engine/core/setup';
export {
  applyAction,
  applyActionInPlace,
  chanceOutcomes,
  legalActions,
  newGame,
  pending,
  playerView,
  publicView,
  sampleChance,
  validateAction,
} from './engine/entry';
export type { ApplyResult } from './engine/core/engine';
export { plainCopy } from './engine/core/plain-copy';
export { seatsClockwise } from './engine/core/players';
export { movedOdds } from './engine/family/betting';
export type { Move } from './engine/core/legal-actions';
export { concreteAction } from './engine/core/concrete-action';
export type { Pending } from './engine/core/pending';
export { SPECTATOR, type PlayerView } from './engine/core/view';
export {
  playGame,
  type Agent,
  type OnStep,
  type PartyAgent,
  type PartyOnStep,
  type PlayedGame,
  type PlayedPartyGame,
} from './engine/core/play-game';
export { replay, runChance, type GameRecord } from './engine/core/replay';
export { RULESETS, familyBoardOf, partyOf, rulesetFor, type AnyRuleset } from './engine/modes';
export type { Applied, ChanceOf, LazyView, Ruleset, Standing } from './engine/ruleset';
export type { FamilyBoardRuleset, FamilyBoardStanding } from './engine/core/family-board-ruleset';
export type { PartyRuleset } from './engine/party/ruleset';
export { minimumBet, minimumBetForVp, stablePriceOnRow, vpOf } from './engine/core/players';
export { ACTION_CARDS, actionCard, type ActionCard } from './engine/cards/action-cards';
export { CHARACTERS, character, type Character } from './engine/cards/characters';
export { MOVEMENT_CARDS } from './engine/cards/movement';
export * from './engine/party/index';
export * from './engine/history/index';
export { actionSeenBy, type SeenAction } from './engine/seen-action';
export * from './net/protocol';
