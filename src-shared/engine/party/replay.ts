import { applyPartyActionInPlace } from './engine';
import { partyPending } from './moves';
import { samplePartyChance } from './chance';
import { newPartyGame } from './setup';
import { replayRecord, runChanceSteps } from '../ruleset';
import type { PartyChanceAction, PartyRecord, PartyState } from './types';

/** What replaying a Party Game needs of its rules. */
const STEPS = {
  newGame: newPartyGame,
  pending: partyPending,
  sampleChance: samplePartyChance,
  applyInPlace: applyPartyActionInPlace,
};

/** Resolves chance steps with the state's own generator until a player must act; returns them. */
export function runPartyChance(s: PartyState): PartyChanceAction[] {
  return runChanceSteps(STEPS, s);
}

/**
 * Replays a record up to the next player decision. Chance steps missing from the log are drawn
 * from the seeded generator, so a log of player actions alone replays the same game as the full log.
 */
export function replayParty(record: PartyRecord): PartyState {
  return replayRecord(STEPS, record);
}
