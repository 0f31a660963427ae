import { EngineException } from '../core/errors';
import { applyPartyActionInPlace } from './engine';
import { partyPending } from './moves';
import { samplePartyChance } from './chance';
import { newPartyGame } from './setup';
import type { PartyChanceAction, PartyRecord, PartyState } from './types';

/** Resolves chance steps with the state's own generator until a player must act; returns them. */
export function runPartyChance(s: PartyState): PartyChanceAction[] {
  const applied: PartyChanceAction[] = [];
  while (partyPending(s).kind === 'chance') {
    const a = samplePartyChance(s);
    applyPartyActionInPlace(s, a);
    applied.push(a);
  }
  return applied;
}

/**
 * Replays a record up to the next player decision. Chance steps missing from the log are drawn
 * from the seeded generator, so a log of player actions alone replays the same game as the full log.
 */
export function replayParty(record: PartyRecord): PartyState {
  const s = newPartyGame(record.options);
  record.actions.forEach((a, i) => {
    if (a.type !== 'chance') runPartyChance(s);
    const e = applyPartyActionInPlace(s, a);
    if (e) throw new EngineException(e, { index: i + 1, type: a.type });
  });
  runPartyChance(s);
  return s;
}
