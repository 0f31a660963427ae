import type { Seat } from '../../src-shared/save-file';
import type { Seating } from './session';

/** The save file's seats as the session's seating (the save schema guarantees a human). */
export function seatingOf(seats: readonly Seat[]): Seating {
  return { bots: seats.map((s) => (s.kind === 'bot' ? s.level : null)) };
}

/** The session's seating as the save file's seats. */
export function seatsOf(seating: Seating): Seat[] {
  return seating.bots.map((level): Seat => (level === null ? { kind: 'human' } : { kind: 'bot', level }));
}
