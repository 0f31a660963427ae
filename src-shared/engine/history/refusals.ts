/**
 * Why the history API (undo, replay views) refuses a request, as data like the engine's refusals
 * (docs/replays.md): a code and the values the app needs to word it.
 */
export interface HistoryParams {
  /** The seat has no decision it may take back (docs/replays.md "Undo"). */
  NOTHING_TO_UNDO: { seat: number };
  /** Every hidden card is shown only once the game is over. */
  SPOILERS_UNFINISHED: Record<string, never>;
  /** A replay position outside 0..steps. */
  NO_SUCH_STEP: { position: number; steps: number };
}

export type HistoryRefusal = { [C in keyof HistoryParams]: { code: C; params: HistoryParams[C] } }[keyof HistoryParams];

/** A history request's answer: the value, or why not. */
export type HistoryResult<T> = ({ ok: true } & T) | { ok: false; error: HistoryRefusal };
