/** Why the player is not (or no longer) at an online table, for the online screen to say. */
export type OnlineProblem =
  | { kind: 'unreachable'; detail: string }
  | { kind: 'notFound' }
  | { kind: 'refused'; detail: string }
  | { kind: 'kicked' }
  | { kind: 'closed' };

/** Colyseus's code for a room id that names no room (the invite code is the room's id). */
const NO_SUCH_ROOM = 522;

/** What went wrong joining or hosting: no server there, no such code, or the server said no. */
export function connectProblem(e: unknown): OnlineProblem {
  const code = (e as { code?: unknown } | null)?.code;
  const detail = e instanceof Error ? e.message : String(e);
  if (code === NO_SUCH_ROOM) return { kind: 'notFound' };
  if (typeof code === 'number' && code > 0) return { kind: 'refused', detail };
  return { kind: 'unreachable', detail };
}
