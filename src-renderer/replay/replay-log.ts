import { plainCopy, rulesetFor, type Timeline } from '../../src-shared/index';
import type { LogEntry } from '../game/log';
import { modeUi } from '../modes/index';

/** A replayed game's log as one seat would have had it: every line, and how many stood at each position. */
export interface ReplayLog {
  entries: readonly LogEntry[];
  /** `counts[p]`: the lines written by the first p steps (the log at position p). */
  counts: readonly number[];
}

/**
 * Words every step of the timeline's complete log for `viewer`, as the session words a game being
 * played (game/session.ts): the same lines, never another seat's secret. One walk of the record.
 */
export function replayLog(timeline: Timeline, viewer: number): ReplayLog {
  const { options, actions } = timeline.record;
  const rules = rulesetFor(options);
  const s = rules.newGame(options);
  const ui = modeUi(s.mode);
  const entries: LogEntry[] = [];
  const counts = [0];
  for (const a of actions) {
    const before = plainCopy(s);
    rules.applyInPlace(s, a);
    entries.push(...ui.describe(before, a, s, viewer));
    counts.push(entries.length);
  }
  return { entries, counts };
}
