import type { StepResult } from './session';

export type Speed = 'slow' | 'normal' | 'fast' | 'instant';
export const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast', 'instant'];

export const RACE_MS: Record<Speed, number> = { slow: 1400, normal: 800, fast: 300, instant: 0 };
const BOT_MS: Record<Speed, number> = { slow: 900, normal: 500, fast: 150, instant: 0 };
/**
 * How long a player's move stays written beside their seat (table-events.vue): long enough to read
 * while the next bots play; none at instant, where the table only shows where things stand.
 */
export const EVENT_MS: Record<Speed, number> = { slow: 4200, normal: 2800, fast: 1500, instant: 0 };

/**
 * How long to show the table after a step before taking the next one: race steps long enough
 * to watch, bot moves briefly, everything else at once. Skipping drops the race pauses.
 */
export function pauseAfter(r: StepResult, phaseNow: string, speed: Speed, skipping: boolean): number {
  if (r.kind === 'bot') return BOT_MS[speed];
  if (r.kind !== 'chance' || skipping) return 0;
  const enteringRace = phaseNow === 'race' && r.before.phase !== 'race';
  if (enteringRace) return 2 * RACE_MS[speed];
  if (r.action.kind === 'movement' || r.action.kind === 'dice') return RACE_MS[speed];
  return 0;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
