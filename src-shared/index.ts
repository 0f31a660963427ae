/** The Horse Fever rules engine: pure, deterministic, serializable; no DOM, no Node. */
export * from './colors';
export * from './types';
export { EngineException, describeError, type EngineError, type ErrorCode, type ErrorParams } from './errors';
export { newGame, ROUNDS_BY_PLAYERS, TOKENS_BY_PLAYERS } from './setup';
export { applyAction, applyActionInPlace, cloneState, validateAction, type ApplyResult } from './engine';
export { legalActions, type Move } from './legal-actions';
export { concreteAction } from './concrete-action';
export { pending, type Pending } from './pending';
export { chanceOutcomes, sampleChance } from './chance';
export { playerView, publicView, SPECTATOR, type PlayerView } from './view';
export {
  playGame,
  type Agent,
  type OnStep,
  type PartyAgent,
  type PartyOnStep,
  type PlayedGame,
  type PlayedPartyGame,
} from './play-game';
export { replay, runChance, type GameRecord } from './replay';
export { minimumBet, minimumBetForVp, stablePriceOnRow, vpOf } from './players';
export { ACTION_CARDS, actionCard, type ActionCard } from './cards/action-cards';
export { CHARACTERS, character, type Character } from './cards/characters';
export { MOVEMENT_CARDS } from './cards/movement';
export * from './party/index';
