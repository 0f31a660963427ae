/** The Party Game of the classic edition (docs/rules.md §11), a mode with its own state. */
export * from './types';
export { newPartyGame, PARTY_DEFAULTS, PARTY_LIMITS, PARTY_SEATS } from './setup';
export { applyPartyAction, applyPartyActionInPlace, validatePartyAction, type PartyApplyResult } from './engine';
export { partyLegalActions, partyPending } from './moves';
export { partyChanceOutcomes, samplePartyChance, HORSE_ORDERS } from './chance';
export { partyView, type PartyView } from './view';
export { replayParty, runPartyChance } from './replay';
export { betMoves, kindsLeft, partyStakeRange, PARTY_STAKE_STEP } from './betting';
export { betReturn, SHOW_PAYS, SHOW_PLACES, WIN_PAYS } from './flow';
