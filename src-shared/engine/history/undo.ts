import type { AnyGameRecord } from '../party/types';
import type { HistoryResult } from './refusals';
import { walkRecord, type Step, type Walked } from './steps';

/** How far a seat may take back: to `index` in the complete log, `steps` decisions of its own. */
export interface UndoTarget {
  index: number;
  steps: number;
}

/**
 * Whether step `j` (a decision) left the seat's view showing nothing but the decision itself: the
 * game is in the same phase and round after it. A phase's entry is where the engine deals, turns
 * the face-down cards and opens an auction (docs/rules.md §4–§8), and the round's end pays and
 * scores; none of it is a choice of the seat, so a decision that led into one is never taken back.
 */
function revealedNothing(w: Walked, j: number): boolean {
  const after = w.steps[j + 1] ?? w.end;
  return !w.end.over && after.phase === w.steps[j].phase && after.round === w.steps[j].round;
}

function target(w: Walked, seat: number): UndoTarget | null {
  const steps: Step[] = w.steps;
  let j = steps.length - 1;
  // Back over the seat's own decisions only: a chance step or another seat's action is where new
  // information came out (docs/replays.md "Undo"), and undo never crosses it.
  while (j >= 0 && steps[j].actor === seat && revealedNothing(w, j)) j--;
  const undone = steps.length - 1 - j;
  return undone > 0 ? { index: j + 1, steps: undone } : null;
}

/**
 * The earliest place in the record's complete log (steps.ts) that `seat` may take its game back to,
 * or null when it has nothing it may take back. Only the seat's own last decisions are undone, back
 * to the last moment new information came out and never past it, so undo cannot be used to peek.
 */
export function undoTarget(record: AnyGameRecord, seat: number): UndoTarget | null {
  return target(walkRecord(record), seat);
}

/**
 * The record with the seat's last decision taken back (`to: 'one'`), or all it may take back
 * (`to: 'boundary'`): a prefix of the complete log, so it replays to exactly the state the game
 * had then, its generator included, and the game goes on with the same future draws.
 */
export function takeBack(
  record: AnyGameRecord,
  seat: number,
  to: 'one' | 'boundary' = 'one',
): HistoryResult<{ record: AnyGameRecord; undone: number }> {
  const w = walkRecord(record);
  const t = target(w, seat);
  if (!t) return { ok: false, error: { code: 'NOTHING_TO_UNDO', params: { seat } } };
  const keep = to === 'one' ? w.steps.length - 1 : t.index;
  return {
    ok: true,
    record: { options: w.record.options, actions: w.record.actions.slice(0, keep) },
    undone: w.steps.length - keep,
  };
}
