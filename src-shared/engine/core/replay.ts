import { sampleChance } from './chance';
import { applyActionInPlace } from './engine';
import { pending } from './pending';
import { EngineException } from './errors';
import { newGame } from './setup';
import type { Action, ChanceAction, GameOptions, GameState } from './types';
import { replayParty, runPartyChance } from '../party/replay';
import type { AnyGameRecord, PartyChanceAction, PartyRecord, PartyState } from '../party/types';

/** A whole game: its options (with the seed) and every action in order, chance steps included. */
export interface GameRecord {
  options: GameOptions;
  actions: Action[];
}

/** Resolves chance steps with the state's own generator until a player must act; returns them. */
export function runChance(s: GameState): ChanceAction[];
export function runChance(s: PartyState): PartyChanceAction[];
export function runChance(s: GameState | PartyState): (ChanceAction | PartyChanceAction)[];
export function runChance(s: GameState | PartyState): (ChanceAction | PartyChanceAction)[] {
  if (s.mode === 'party') return runPartyChance(s);
  const applied: ChanceAction[] = [];
  while (pending(s).kind === 'chance') {
    const a = sampleChance(s);
    applyActionInPlace(s, a);
    applied.push(a);
  }
  return applied;
}

/**
 * Replays a record up to the next player decision. Chance steps missing from the log are drawn
 * from the seeded generator, so a log of player actions alone replays the same game as the full log.
 */
export function replay(record: GameRecord): GameState;
export function replay(record: PartyRecord): PartyState;
export function replay(record: AnyGameRecord): GameState | PartyState;
export function replay(record: AnyGameRecord): GameState | PartyState {
  if (record.options.mode === 'party') return replayParty(record as PartyRecord);
  const s = newGame((record as GameRecord).options);
  record.actions.forEach((a, i) => {
    if (a.type !== 'chance') runChance(s);
    const e = applyActionInPlace(s, a);
    if (e) throw new EngineException(e, { index: i + 1, type: a.type });
  });
  runChance(s);
  return s;
}
