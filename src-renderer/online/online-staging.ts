import type { ChanceAction, PartyChanceAction, SeatStep, ViewMessage } from '../../src-shared/index';
import type { LogEntry } from '../game/log';
import { pauseAfter, sleep, type Speed } from '../game/pacing';
import type { StepResult } from '../game/session';
import { modeUi, type AnyView } from '../modes/index';
import type { useStageStore } from '../stores/stage-store';

type Stage = ReturnType<typeof useStageStore>;

/** What staging a view message needs of the app. */
export interface StagingDeps {
  stage: Stage;
  speed: () => Speed;
  skipping: () => boolean;
  /** The race show's Skip ends with the race. */
  endSkip: () => void;
  /** False once the table has been left or taken by another game: staging stops at once. */
  live: () => boolean;
  /** Puts a view on the table with the log as far as it (the game store's showRemote). */
  show: (view: AnyView, step: number, log: readonly LogEntry[]) => void;
}

/** The log lines of one step the server sent, between the seat's views before and after it. */
export function stepLines(before: AnyView, step: SeatStep, viewer: number): LogEntry[] {
  return modeUi(step.view.mode).describeSeen(before, step.action, step.view, viewer);
}

/**
 * Shows a view message's steps on the table, writing the game's log from them as solo play does
 * (mode-ui's describeSeen), and when `staged` stages them as solo play stages its steps: the race
 * turned over lane by lane, the callouts after each card and roll, the payoff moment, which waits
 * for Continue. `before`: the seat's view before the first step, null when this page does not have
 * it (it came back mid-game): the log then starts after it. Returns the log.
 */
export async function showSteps(
  deps: StagingDeps,
  m: ViewMessage,
  before: AnyView | null,
  log: readonly LogEntry[],
  staged: boolean,
): Promise<readonly LogEntry[]> {
  let prev = before;
  for (const [i, s] of m.steps.entries()) {
    if (prev) log = [...log, ...stepLines(prev, s, m.view.seat)];
    if (staged && prev) {
      deps.show(s.view, m.from + i + 1, log);
      const r = chanceStep(s, prev);
      await modeUi(s.view.mode).present(deps.stage, prev, s.view, r, {
        speed: deps.speed(),
        skipping: deps.skipping(),
        live: deps.live,
      });
      if (!deps.live()) return log;
      if (s.view.phase !== 'race') deps.endSkip();
      if (r) await sleep(pauseAfter(r, s.view.phase, deps.speed(), deps.skipping()));
    }
    prev = s.view;
  }
  if (deps.live()) deps.show(m.view, m.step, log);
  return log;
}

/** A chance step as the staging reads it; a deal or a draw, whose card may be hidden, is not staged. */
function chanceStep(s: SeatStep, before: AnyView): StepResult | null {
  const a = s.action;
  if (a.type !== 'chance' || a.kind === 'deal' || a.kind === 'draw') return null;
  return { kind: 'chance', action: a as ChanceAction | PartyChanceAction, before };
}
