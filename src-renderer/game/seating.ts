import type { Seat } from '../../src-shared/save/save-file';
import { PERSONALITY_LEVELS, PERSONALITY_NAMES, type Personality } from '../../ai/runtime/bot-api';
import { nextInt, seedRng } from '../../src-shared/engine/core/rng';
import type { BotLevel } from './bot-brain';
import type { Seating } from './session';

/** The save file's seats as the session's seating (the save schema guarantees a human). */
export function seatingOf(seats: readonly Seat[]): Seating {
  return { bots: seats.map((s) => (s.kind === 'bot' ? s.level : null)) };
}

/** The session's seating as the save file's seats. */
export function seatsOf(seating: Seating): Seat[] {
  return seating.bots.map((level): Seat => (level === null ? { kind: 'human' } : { kind: 'bot', level }));
}

/** A bot seat: its level and, for the levels that have them (normal, hard), its personality. */
export interface SeatBot {
  level: BotLevel;
  personality: Personality | null;
}

/**
 * Each seat's bot (null for the human): the bots that have personalities (ai/levels.ts) take the
 * three in turn, in seat order, from a start the game's seed picks. So up to three bots of one
 * level all differ, and a saved game keeps its bots' personalities without storing them.
 */
export function seatBots(seed: string | number, seating: Seating): (SeatBot | null)[] {
  const start = nextInt(seedRng(`${seed}/personalities`), PERSONALITY_NAMES.length);
  let n = 0;
  return seating.bots.map((level) => {
    if (level === null) return null;
    if (!(PERSONALITY_LEVELS as readonly BotLevel[]).includes(level)) return { level, personality: null };
    return { level, personality: PERSONALITY_NAMES[(start + n++) % PERSONALITY_NAMES.length] };
  });
}
