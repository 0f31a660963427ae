import type { Step } from '../../src-shared/index';
import { RACE_MS } from '../game/pacing';

/** How fast a replay plays itself: the game's race speeds, less instant (the scrubber is for that). */
export type ReplaySpeed = 'slow' | 'normal' | 'fast';
export const REPLAY_SPEEDS: readonly ReplaySpeed[] = ['slow', 'normal', 'fast'];

/** A player's decision stays on screen about as long as a bot's move does at the table. */
const DECISION_MS: Record<ReplaySpeed, number> = { slow: 1100, normal: 650, fast: 250 };
/** Cards dealt or drawn outside a race go by quickly: they are read in the log. */
const DEAL_MS: Record<ReplaySpeed, number> = { slow: 300, normal: 150, fast: 60 };
/** How long horses take to gallop between squares, as race-staging sets it at the table. */
export const REPLAY_MOVE_MS: Record<ReplaySpeed, number> = { slow: 900, normal: 650, fast: 260 };

/** How long playing waits before taking `step`: a race's cards and dice at the race's pace. */
export function stepMs(step: Step, speed: ReplaySpeed): number {
  if (step.actor !== 'chance') return DECISION_MS[speed];
  return step.phase === 'race' ? RACE_MS[speed] : DEAL_MS[speed];
}
