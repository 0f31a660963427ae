import { EngineException } from '../core/errors';
import type { Action } from '../core/types';
import { rulesetFor } from '../modes';
import type { AnyGameRecord, AnyGameState, PartyAction } from '../party/types';

/** Who made a step of the log: a seat, or chance (a card drawn or turned, the dice, a tie-break). */
export type Actor = number | 'chance';

/** One entry of a complete log, with the moment it was taken in (phase and round before it). */
export interface Step {
  /** Its place in the complete log, from 0. */
  index: number;
  actor: Actor;
  phase: string;
  round: number;
}

/** A record walked from its start: the log with every chance step in it, and each step described. */
export interface Walked {
  /** The same game with the chance steps a save may leave out filled in from the seed. */
  record: AnyGameRecord;
  steps: Step[];
  /** The moment after the last step. */
  end: { phase: string; round: number; over: boolean };
}

/**
 * Walks a record through its mode's ruleset. Chance steps missing from the log are drawn from the
 * state's own generator, as `replay` does (docs/architecture.md "The engine"), and written into the
 * complete log, so every index the history API speaks of is a place in one log with all steps in it.
 * `onState` sees the state after each step (position = steps taken; 0 is the new game); it is the
 * walk's own state, changed in place as the walk goes on. Throws EngineException on an illegal action.
 */
export function walkRecord(record: AnyGameRecord, onState?: (s: AnyGameState, position: number) => void): Walked {
  const rules = rulesetFor(record.options);
  const s = rules.newGame(record.options);
  const actions: (Action | PartyAction)[] = [];
  const steps: Step[] = [];
  onState?.(s, 0);
  const take = (a: Action | PartyAction, logIndex: number): void => {
    const p = rules.pending(s);
    const step: Step = {
      index: actions.length,
      actor: p.kind === 'player' ? p.seat : 'chance',
      phase: s.phase,
      round: rules.progress(s).round,
    };
    const e = rules.applyInPlace(s, a);
    if (e) throw new EngineException(e, { index: logIndex + 1, type: a.type });
    actions.push(a);
    steps.push(step);
    onState?.(s, actions.length);
  };
  const drawChance = (): void => {
    while (rules.pending(s).kind === 'chance') take(rules.sampleChance(s), actions.length);
  };
  record.actions.forEach((a, i) => {
    if (a.type !== 'chance') drawChance();
    take(a, i);
  });
  drawChance();
  return {
    record: { options: record.options, actions },
    steps,
    end: { phase: s.phase, round: rules.progress(s).round, over: rules.pending(s).kind === 'over' },
  };
}
