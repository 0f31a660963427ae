import type { Move } from '../core/legal-actions';
import { applyPartyAction, applyPartyActionInPlace, validatePartyAction } from './engine';
import { partyChanceOutcomes, samplePartyChance } from './chance';
import { partyLegalActions, partyPending } from './moves';
import { replayParty } from './replay';
import { newPartyGame, PARTY_SEATS } from './setup';
import { partyView, type PartyView } from './view';
import type { Ruleset, Standing } from '../ruleset';
import type { PartyAction, PartyOptions, PartyRecord, PartyScore, PartyState } from './types';

export type PartyRuleset = Ruleset<
  PartyState,
  PartyOptions,
  PartyView,
  PartyAction,
  PartyRecord,
  Standing<PartyScore>,
  Move
>;

/** The classic edition's Party Game (docs/rules.md §11): the most money wins, equal money shares the win. */
export const PARTY_RULESET: PartyRuleset = {
  seats: PARTY_SEATS,
  newGame: newPartyGame,
  pending: partyPending,
  legalActions: partyLegalActions,
  validate: validatePartyAction,
  apply: applyPartyAction,
  applyInPlace: applyPartyActionInPlace,
  chanceOutcomes: partyChanceOutcomes,
  sampleChance: samplePartyChance,
  playerView: partyView,
  replay: replayParty,
  // The Party Game has no VP: its places go by money (docs/rules.md §11).
  progress: (s) => ({
    round: s.race,
    rounds: s.races,
    seats: s.players.map((p) => ({ name: p.name, vp: 0, money: p.money })),
  }),
  result: (s) =>
    s.phase === 'gameOver' && s.result
      ? { scores: s.result, winners: s.result.filter((r) => r.place === 1).map((r) => r.seat) }
      : null,
};
