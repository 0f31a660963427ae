import type { Action, ChanceAction, GameOptions, GameState } from './types';
import type { AnyGameRecord, PartyChanceAction, PartyRecord, PartyState } from '../party/types';
import { rulesetFor } from '../modes';
import { runChanceSteps } from '../ruleset';

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
  return runChanceSteps(rulesetFor(s), s);
}

/**
 * Replays a record up to the next player decision. Chance steps missing from the log are drawn
 * from the seeded generator, so a log of player actions alone replays the same game as the full log.
 */
export function replay(record: GameRecord): GameState;
export function replay(record: PartyRecord): PartyState;
export function replay(record: AnyGameRecord): GameState | PartyState;
export function replay(record: AnyGameRecord): GameState | PartyState {
  return rulesetFor(record.options).replay(record);
}
